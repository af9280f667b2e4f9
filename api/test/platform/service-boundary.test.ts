import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 8.3: services take `(ctx, input)` and never see Fastify. Only the HTTP layer may import it: src/platform/http/,
// the plugins (`*-plugin.ts`), app.ts, main.ts and the route files (`*routes.ts`).

const srcDir = join(import.meta.dirname, '../..', 'src');
const fastifyImport = /(?:from\s+|import\s*\(\s*)['"](?:fastify|@fastify\/[^'"]+)['"]/;

const httpLayer = (path: string) =>
  path.startsWith('platform/http/') ||
  path.endsWith('-plugin.ts') ||
  path === 'app.ts' ||
  path === 'main.ts' ||
  path.endsWith('routes.ts');

async function sourceFiles(): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(srcDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts'));
  return Promise.all(
    files.map(async (entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(srcDir, full).split(sep).join('/'), text: await readFile(full, 'utf8') };
    }),
  );
}

describe('service boundary', () => {
  it('no file outside the HTTP layer imports Fastify', async () => {
    const files = await sourceFiles();
    const importers = files.filter((file) => fastifyImport.test(file.text)).map((file) => file.path);
    // The check sees real imports (so it can fail): the request context and the app do import Fastify.
    expect(importers).toEqual(expect.arrayContaining(['platform/http/request-context.ts', 'app.ts']));
    expect(importers.filter((path) => !httpLayer(path))).toEqual([]);
  });
});
