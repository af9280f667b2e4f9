export { type ModulesManifest, mergeModulesManifest, modulesManifestFor, type OpsModule } from './modules-manifest';
export { buildStaticApp, type StaticAppOptions } from './static-app';
