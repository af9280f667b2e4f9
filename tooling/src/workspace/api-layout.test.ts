import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace-root';

// api/src is grouped by area, each area by feature (issue 25.3). Two features that import each other (directly or
// round a longer loop) are one feature in two folders: this walks the import graph of api/src, folder by folder, and
// fails on a loop that crosses from one feature folder to another. Loops inside one feature (orders/ ↔
// orders/money/) and inside the platform (its parts stand on each other: db ↔ http's AppError) are its own business.

const src = join(workspaceRoot, 'api/src');

/** Where the app is put together: they import everything and nothing imports them back for its logic. */
const compositionRoots = new Set([
  // the worker thread's task registry names the tasks it runs (like app.ts names the routes)
  'platform/workers/heavy-work-worker.ts',
  'platform/workers/worker-tasks.ts',
]);
const isCompositionRoot = (file: string) => !file.includes('/') || compositionRoots.has(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [relative(src, path)] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(src, dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(src, candidate);
  }
  return null;
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)|import\s+'(\.[^']+)'/g;

/** Folder → the folders its files import (relative imports only: packages are walled off by Biome). */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(src)) {
    if (isCompositionRoot(file)) continue;
    for (const match of readFileSync(join(src, file), 'utf8').matchAll(importPattern)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? match[3] ?? '');
      if (!target) continue;
      const [from, to] = [dirname(file), dirname(target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)?.set(to, `${file} → ${target}`);
    }
  }
  return graph;
}

/** Strongly connected components of more than one folder (Tarjan). */
function loops(graph: Map<string, Map<string, string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) component.push(member);
    } while (member && member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** A folder's feature: `fulfilment/orders/money` → `fulfilment/orders`; the platform is one. */
const featureOf = (folder: string) =>
  folder.startsWith('platform') ? 'platform' : folder.split('/').slice(0, 2).join('/');

describe('api/test', () => {
  // api/test mirrors api/src's areas (issue 25.3): a test sits in the folder of the area it tests, the shared
  // harness, databases and fakes in test/support. A file at the top or in a folder no area has is misplaced.
  it('keeps every file in the folder of an area of api/src, or in support/', () => {
    const areas = new Set(
      readdirSync(src, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    );
    const testRoot = join(workspaceRoot, 'api/test');
    const misplaced = readdirSync(testRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(testRoot, join(entry.parentPath, entry.name)))
      .filter((file) => {
        const [folder, ...rest] = file.split('/');
        return rest.length === 0 || !(folder === 'support' || areas.has(folder ?? ''));
      });
    expect(misplaced).toEqual([]);
  });
});

describe('api/src imports', () => {
  it('run in no loop between feature folders', () => {
    const graph = folderGraph();
    const crossing = loops(graph)
      .filter((component) => new Set(component.map(featureOf)).size > 1)
      .map((component) =>
        component.flatMap((from) =>
          component.flatMap((to) => {
            const example = graph.get(from)?.get(to);
            return example ? [example] : [];
          }),
        ),
      );
    expect(crossing).toEqual([]);
  });

  it('are all seen by the walk (a resolver gap would hide loops)', () => {
    const graph = folderGraph();
    // the import that made identity/auth ↔ messaging/outbound before the WhatsApp client moved to the platform
    expect(graph.get('messaging/outbound')?.has('identity/auth')).toBe(true);
    expect(graph.get('fulfilment/orders')?.has('money/payments')).toBe(true);
  });
});
