// The contract's test fixtures, for the remotes' tests (which import only @portal/shared entries).
export * from '@portal/contract/testing';
export { setupLocalApi } from '../http/testing/local-api-per-file';
export { branchOf } from './branch-fixture';
export { renderAt, setUpRemoteTests } from './remote-test-setup';
export { declaredPaths, renderRemoteRoute } from './render-remote-route';
