// Prints each app's JavaScript size after a build, brotli as the static servers send it (the build writes the .br
// copies, tooling/src/rsbuild/precompress.ts), and checks the budgets of issue 15: an app over its limit fails
// (its target, or a ratchet at today's weight until it gets there).
// "Initial" is what the browser must fetch before the app shows anything:
// - the shell: what /login downloads, the scripts of its own document (login.html, decision 0022);
// - a remote: its remote entry plus every chunk of its exposed app (the manifest's list, completed at build time by
//   tooling/src/rsbuild/expose-assets.ts), minus what the host shares (react, the Fluent contexts…).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { PORTAL_APPS } from './apps.mjs';

/** Targets in bytes of brotli-compressed JavaScript (issue 15.1 and 15.2). */
const BUDGETS = { host: 150_000, remote: 60_000 };
/**
 * Until an app reaches its target, its limit may be what it weighs today plus 5 % (a ratchet: it may only shrink).
 * Lower these as the apps get lighter; drop an entry once the app is within its target. Today every app is within
 * its target (the last two, mf-dashboard and mf-accounting, since remotes stopped bundling fallback copies of the
 * shared packages: decision 0021, remotes).
 */
const RATCHETS = {};

const brotliSize = (file) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function allJs(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...allJs(path));
    else if (name.endsWith('.js')) out.push(path);
  }
  return out;
}

/**
 * The shell's /login download: the scripts of login.html, the sign-in page's own document, a plain bundle outside
 * Module Federation (decision 0022); its chunks fetched later (the language menu, English or French strings) are not
 * counted. e2e/perf/web-perf.spec.ts measures the real download in Chromium.
 */
function hostInitialFiles(dist) {
  const html = readFileSync(join(dist, 'login.html'), 'utf8');
  // The page's scripts are loaded by a small start script after the first paint (its `data-scripts`).
  const started = [...html.matchAll(/data-scripts="([^"]+)"/g)].flatMap(([, list]) => list.split(' '));
  const tags = [...html.matchAll(/<script[^>]*src="([^"]+\.js)"/g)].map(([, src]) => src);
  return new Set([...tags, ...started].map((src) => src.replace(/^\//, '')));
}

function appSizes(root, dir, kind) {
  const dist = join(root, dir, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  let initial;
  if (kind === 'host') initial = hostInitialFiles(dist);
  else {
    initial = new Set([join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name)]);
    for (const expose of manifest.exposes) for (const file of expose.assets.js.sync) initial.add(file);
  }
  const initialBr = [...initial].reduce((sum, file) => sum + brotliSize(join(dist, file)), 0);
  const totalBr = allJs(dist).reduce((sum, file) => sum + brotliSize(file), 0);
  return { dir, kind, initialBr, totalBr, budget: BUDGETS[kind], limit: RATCHETS[dir] ?? BUDGETS[kind] };
}

/** The shell and every remote of the app registry, as scripts/build.mjs builds them. */
export const BUILT_APPS = PORTAL_APPS.map(({ dir, kind }) => ({ dir, kind }));

/** Prints the table; returns the apps over their limit (empty when all fit). */
export function printSizeReport(root, apps) {
  console.log('\nJavaScript size per app (brotli, as served):');
  console.log('  app            initial     target      limit   all chunks');
  const over = [];
  for (const { dir, kind } of apps) {
    const s = appSizes(root, dir, kind);
    // Over the limit fails the build step; over the target (but within the ratchet) is shown, not failed.
    const flag = s.initialBr > s.limit ? '  OVER LIMIT' : s.initialBr > s.budget ? '  over target' : '';
    if (s.initialBr > s.limit) over.push(s);
    console.log(
      `  ${dir.padEnd(14)} ${kb(s.initialBr).padStart(9)} ${kb(s.budget).padStart(10)} ${kb(s.limit).padStart(10)} ${kb(s.totalBr).padStart(12)}${flag}`,
    );
  }
  console.log('');
  return over;
}
