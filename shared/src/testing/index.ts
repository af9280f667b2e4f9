export { setupLocalApi } from '../http/testing/local-api-per-file';
export { renderAt, setUpRemoteTests } from './remote-test-setup';
export { declaredPaths, renderRemoteRoute } from './render-remote-route';
