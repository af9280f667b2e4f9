export { declaredPaths, renderRemoteRoute } from './render-remote-route';
export { useRemoteTestSetup } from './remote-test-setup';
