// The contract's test fixtures, for the remotes' tests (which import only @portal/shared entries).
export * from '@portal/contract/testing';
// The routers a remote's test renders in (a remote imports nothing from react-router itself: biome.json).
export { MemoryRouter, Route, Routes } from 'react-router';
export { setupLocalApi } from '../http/testing/local-api-per-file';
export { branchOf } from './branch-fixture';
export { renderAt, setUpRemoteTests } from './remote-test-setup';
export { declaredPaths, renderRemoteRoute } from './render-remote-route';
