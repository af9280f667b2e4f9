// Issue 29.6: the JavaScript each signed-in page downloads and runs before its first paint (brotli, as served), with a
// budget per page that fails the "size budgets" step of `npm test`. Read from the production build: each app's
// start-scripts.json (its named chunk groups, what shared modules each file asks the federation for and, for the shell,
// the files of each shared module it provides; written by tooling/src/rsbuild/start-scripts.ts).
//
// A signed-in page starts with the shell's entry, its bootstrap and its signed-in views (layout and remote outlet),
// then the remote's entry and exposed app, plus the page's own lazy chunks when the page is not in the remote's first
// chunk; every shared module that code consumes brings the shell's files for it, and so on. What loads after the
// first paint (the shell's idle work, firebase, the dashboard's charts under their skeleton) is not counted.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * The five pages of issue 29.1 and their budgets in bytes (brotli): at most 10 % above what the page weighed when
 * the budget was set (decision 0050). Lower a budget when a page gets lighter; never raise one to let a change in.
 */
// Set on 2026-11-30 at 443.5, 439.5, 491.1, 440.3 and 424.5 KB.
const PAGE_BUDGETS = [
  { page: 'analytics dashboard', remote: 'mf-dashboard', groups: [], budget: 487_000 },
  { page: 'orders list', remote: 'mf-orders', groups: [], budget: 483_000 },
  { page: "an order's page", remote: 'mf-orders', groups: ['order-page', 'on-demand-strings'], budget: 540_000 },
  { page: 'wallet', remote: 'mf-accounting', groups: [], budget: 484_000 },
  { page: 'branches list', remote: 'mf-branches', groups: [], budget: 466_000 },
];

/** The shell's chunk groups every signed-in page runs before its remote shows (shell/src/index.ts names them). */
const SHELL_START = ['index', 'bootstrap', 'signed-in'];
const REMOTE_APP = '__federation_expose_app';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const brotliSize = (file) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function groupFiles(start, names, app) {
  return names.flatMap((name) => {
    const files = start.groups[name];
    if (!files) throw new Error(`${app}: no chunk group "${name}" in start-scripts.json (renamed? see PAGE_BUDGETS)`);
    return files;
  });
}

/**
 * The files a page loads before it paints, per app folder: `initial` files of `app`, then every shared module any
 * loaded file consumes, with the shell's files for it (and what those consume in turn).
 */
function startFiles(distOf, app, initial) {
  const shellDist = distOf('shell');
  const shellStart = readJson(join(shellDist, 'start-scripts.json'));
  const provided = new Map(Object.entries(shellStart.provides));
  const starts = { shell: shellStart, [app]: readJson(join(distOf(app), 'start-scripts.json')) };
  const loaded = { shell: new Set(), [app]: new Set() };
  const queue = [...initial.map((file) => [app, file])];
  while (queue.length) {
    const [owner, file] = queue.pop();
    if (loaded[owner].has(file)) continue;
    loaded[owner].add(file);
    for (const key of starts[owner].consumes[file] ?? []) {
      const files = provided.get(key);
      if (!files) throw new Error(`the shell provides no shared module "${key}" that ${owner}/${file} consumes`);
      for (const next of files) queue.push(['shell', next]);
    }
  }
  return loaded;
}

/** Each app's build folder (`<app>/dist` unless PAGE_START_DIST=<folder> holds one folder per app). */
const distFolders = (root) => (app) =>
  join(process.env.PAGE_START_DIST ?? root, app, process.env.PAGE_START_DIST ? '' : 'dist');

/** Brotli bytes of each budgeted page's start, split shell / remote. */
function pageStartSizes(root) {
  const distOf = distFolders(root);
  const shellStart = readJson(join(distOf('shell'), 'start-scripts.json'));
  const shellInitial = groupFiles(shellStart, SHELL_START, 'shell');
  return PAGE_BUDGETS.map(({ page, remote, groups, budget }) => {
    const dist = distOf(remote);
    const manifest = readJson(join(dist, 'mf-manifest.json'));
    const remoteStart = readJson(join(dist, 'start-scripts.json'));
    const entry = join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
    const remoteFiles = startFiles(distOf, remote, [
      entry,
      ...groupFiles(remoteStart, [REMOTE_APP, ...groups], remote),
    ]);
    const fromShell = startFiles(distOf, 'shell', shellInitial).shell;
    for (const file of remoteFiles.shell) fromShell.add(file);
    const bytes = (app, files) => [...files].reduce((sum, file) => sum + brotliSize(join(distOf(app), file)), 0);
    const shell = bytes('shell', fromShell);
    const own = bytes(remote, remoteFiles[remote]);
    return { page, remote, shell, own, total: shell + own, budget, files: fromShell.size + remoteFiles[remote].size };
  });
}

/** Prints the pages' table; returns the pages over their budget (empty when all fit). */
export function printPageStartReport(root) {
  console.log('JavaScript each signed-in page runs before its first paint (brotli; issue 29.6):');
  console.log('  page                  shell     remote      total     budget  files');
  const over = [];
  for (const s of pageStartSizes(root)) {
    const flag = s.total > s.budget ? '  OVER BUDGET' : '';
    if (flag) over.push(s);
    console.log(
      `  ${s.page.padEnd(19)} ${kb(s.shell).padStart(9)} ${kb(s.own).padStart(9)} ${kb(s.total).padStart(10)} ${kb(s.budget).padStart(10)} ${String(s.files).padStart(6)}${flag}`,
    );
  }
  console.log('');
  return over;
}
