export { buildStaticApp, type StaticAppOptions } from './static-app';
