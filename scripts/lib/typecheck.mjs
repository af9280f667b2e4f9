// The type check of `npm test`: every workspace package with a `typecheck` script, as `tsc --noEmit` with its own
// tsconfig.json, except that shared and the packages built on it (shell, the remotes) are checked as one
// TypeScript program when their compiler options are the same. Checked apart, each of those programs parsed and
// checked shared's and the contract's sources and Fluent UI's types again (≈22 s of CPU together instead of
// ≈75 s); together every file is checked once, with the same options, and each import still resolves from the
// importing file's own folder. A package whose options differ is checked on its own, so a new remote or a
// changed tsconfig needs no change here.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';

const tscBin = (root) => join(root, 'node_modules/typescript/bin/tsc');

function readConfig(file) {
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
}

function packagesToCheck(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => join(root, entry.name))
    .filter((dir) => {
      try {
        return Boolean(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.typecheck);
      } catch {
        return false;
      }
    })
    .map((dir) => {
      const { name, dependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const onShared = name === '@portal/shared' || '@portal/shared' in dependencies;
      return { dir, onShared, config: readConfig(join(dir, 'tsconfig.json')) };
    });
}

/** Packages that share one program: shared and its dependents with the same extends and options, nothing else. */
function groupByOptions(packages) {
  const groups = new Map();
  for (const pkg of packages) {
    const { extends: base, compilerOptions = {}, include, ...rest } = pkg.config;
    const plain = pkg.onShared && Object.keys(rest).length === 0 && Array.isArray(include) && typeof base === 'string';
    const key = plain ? JSON.stringify([join(pkg.dir, base), compilerOptions]) : pkg.dir;
    groups.set(key, [...(groups.get(key) ?? []), pkg]);
  }
  return [...groups.values()];
}

/** The tsc arguments of one group: its own tsconfig for a single package, a generated one for several. */
function tscArgs(root, group) {
  if (group.length === 1) return { label: relative(root, group[0].dir), args: ['-p', group[0].dir] };
  const [first] = group;
  const dir = join(root, 'node_modules/.cache/portal-typecheck');
  mkdirSync(dir, { recursive: true });
  const names = group.map((pkg) => relative(root, pkg.dir));
  const file = join(dir, `tsconfig.${names.join('+')}.json`);
  const config = {
    extends: join(first.dir, first.config.extends),
    compilerOptions: {
      ...first.config.compilerOptions,
      // `types` are looked up where the packages' own tsconfig files would find them.
      typeRoots: group.map((pkg) => join(pkg.dir, 'node_modules/@types')),
    },
    include: group.flatMap((pkg) => pkg.config.include.map((pattern) => join(pkg.dir, pattern))),
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return { label: names.join(', '), args: ['-p', file] };
}

function runTsc(root, { label, args }) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, [tscBin(root), '--noEmit', '--pretty', ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (data) => {
      output += data;
    });
    child.stderr.on('data', (data) => {
      output += data;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} tsc ${label} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    });
  });
}

/** Runs the groups, largest first, as many at a time as there are cores; resolves to 0 when all pass. */
export async function typecheck(root) {
  const groups = groupByOptions(packagesToCheck(root)).sort((a, b) => b.length - a.length);
  const queue = groups.map((group) => tscArgs(root, group));
  let failed = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) if ((await runTsc(root, next)) !== 0) failed += 1;
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), queue.length)) }, worker));
  return failed === 0 ? 0 : 1;
}
