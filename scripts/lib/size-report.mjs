// Prints each app's JavaScript size (gzip) after a build. "Initial" is what the browser must fetch
// before the app shows anything: for the shell, its entry scripts plus the shared singletons it
// provides; for a remote, its remoteEntry plus the chunks of its exposed app (shared code comes from the shell).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function allJs(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...allJs(path));
    else if (name.endsWith('.js')) out.push(path);
  }
  return out;
}

function appSizes(root, dir, kind) {
  const dist = join(root, dir, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const initial = new Set();
  if (kind === 'host') {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    for (const [, src] of html.matchAll(/<script[^>]*src="\/?([^"]+\.js)"/g)) initial.add(src);
    for (const shared of manifest.shared) for (const file of shared.assets.js.sync) initial.add(file);
  } else {
    initial.add(join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name));
    for (const expose of manifest.exposes) for (const file of expose.assets.js.sync) initial.add(file);
  }
  const initialGz = [...initial].reduce((sum, file) => sum + gz(join(dist, file)), 0);
  const totalGz = allJs(dist).reduce((sum, file) => sum + gz(file), 0);
  return { dir, initialGz, totalGz };
}

export function printSizeReport(root, apps) {
  console.log('\nJavaScript size per app (gzip):');
  console.log('  app            initial      all chunks');
  for (const { dir, kind } of apps) {
    const s = appSizes(root, dir, kind);
    console.log(`  ${dir.padEnd(14)} ${kib(s.initialGz).padStart(10)} ${kib(s.totalGz).padStart(14)}`);
  }
  console.log('');
}
