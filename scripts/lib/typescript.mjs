// The scripts run on plain Node; what they share with the apps (the app registry, the CSP, the module-manifest
// merge) lives in TypeScript sources, loaded through tooling's tsx so every script applies exactly what the code does.
import { pathToFileURL } from 'node:url';

const root = new URL('../../', import.meta.url);
const { tsImport } = await import(new URL('tooling/node_modules/tsx/dist/esm/api/index.mjs', root).href);

/** @param {string} path from the repository root */
export const importTs = (path) => tsImport(pathToFileURL(new URL(path, root).pathname).href, import.meta.url);
