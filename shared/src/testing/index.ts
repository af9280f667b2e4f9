export { setupLocalApi } from '../http/testing/local-api-per-file';
export { declaredPaths, renderRemoteRoute } from './render-remote-route';
