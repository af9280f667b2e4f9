export { declaredPaths, renderRemoteRoute } from './render-remote-route';
