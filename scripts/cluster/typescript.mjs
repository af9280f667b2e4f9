// The cluster scripts run on plain Node; the policy they need (CSP, app registry, module-manifest merge) lives in
// TypeScript sources, loaded through tooling's tsx so nginx applies exactly what the Node servers apply.
import { pathToFileURL } from 'node:url';
import { root } from '../lib/stack.mjs';

const { tsImport } = await import(pathToFileURL(`${root}tooling/node_modules/tsx/dist/esm/api/index.mjs`).href);

/** @param {string} path from the repository root */
export const importTs = (path) => tsImport(pathToFileURL(`${root}${path}`).href, import.meta.url);
