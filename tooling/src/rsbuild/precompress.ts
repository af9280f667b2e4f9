import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

// Pre-compressed copies of every text asset next to it (`x.js.br`, `x.js.gz`), written once at build time at the
// highest levels, which an on-the-fly compressor cannot afford per request (issue 15.3). The static servers send
// them by the browser's Accept-Encoding (tooling/src/serve/static-app.ts).

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
/** Smaller files gain nothing worth a second request path (and match the on-the-fly compressor's threshold). */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes the .br and .gz siblings of the compressible files of a build folder (on libuv's threads, in parallel). */
export async function precompressFolder(dir: string): Promise<number> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return 0;
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      };
      await writeFile(`${file}.br`, await brotli(content, { params }));
      await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
      return 1;
    }),
  );
  return written.reduce<number>((sum, n) => sum + n, 0);
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'portal:precompress',
    setup(api) {
      // After every production build (and watch rebuild); the dev server compresses on the fly.
      api.onAfterBuild(async () => {
        await precompressFolder(api.context.distPath);
      });
    },
  };
}
