import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

// What a page must download and run before it can paint, written at build time as `start-scripts.json` next to
// mf-manifest.json (issue 29.6). The size step of `npm test` (scripts/lib/page-start-report.mjs) adds up, per signed-in
// page, the shell's start and the remote's, and fails a page over its budget. Only the build knows it: which files
// an `import()` loads (its chunk group, split chunks included) and which federation shared modules that code asks for
// (each loads the files the host's mf-manifest.json lists for it).

const START_SCRIPTS_FILE = 'start-scripts.json';

/**
 * Chunks by id: `chunks`: each chunk's JavaScript files and the shared modules it asks the federation for;
 * `groups`: the chunks of each named chunk group (an entry, an exposed module, an
 * `import(/* webpackChunkName: … *\/)`); `provides`: the chunks that load each shared module this app provides (the
 * host). mf-manifest.json's own list is no help there: it gives every library singleton all of the host's lazy files.
 *
 * By chunk, not by file: a chunk may hold only federation consume modules, which Rspack emits no file for (their
 * code is the runtime's). Keyed by file, such a chunk vanished with what it consumes (the shell's `@portal/shared/core`
 * and `/blocks` files, ≈ 41 KB brotli a page, went uncounted).
 */
export type StartScripts = {
  chunks: Record<string, { files: string[]; consumes: string[] }>;
  groups: Record<string, string[]>;
  provides: Record<string, string[]>;
};

/** What the document is made of, read from the compilation: chunks with their files and modules, chunk groups. */
export type ChunkFacts = { id: string; files: string[]; modules: string[] };
export type GroupFacts = { name?: string | undefined; chunks: string[]; origins: string[] };

// Rspack names a consumed shared module `consume shared module (default) react@^19.0.0 (singleton) …`.
const CONSUME = /^consume[ -]shared[ -]module \([^)]*\) (.+?)@/;
// …and a provided one `provide shared module (default) react@19.3.1 = /…/react/index.js`.
const PROVIDE = /^provide[ -]shared[ -]module \([^)]*\) (.+?)@/;

/** The share key a module consumes, if it is a federation consume module. */
export function consumedShareKey(identifier: string): string | undefined {
  return CONSUME.exec(identifier)?.[1];
}

/** The share key a module provides, if it is a federation provide module. */
export function providedShareKey(identifier: string): string | undefined {
  return PROVIDE.exec(identifier)?.[1];
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The start document of one build. Every chunk a group names is listed, with or without a file. */
export function startDocument(chunks: ChunkFacts[], groups: GroupFacts[]): StartScripts {
  const document: StartScripts = { chunks: {}, groups: {}, provides: {} };
  for (const chunk of chunks) {
    document.chunks[chunk.id] = {
      files: sorted(chunk.files.filter((file) => file.endsWith('.js'))),
      consumes: sorted(chunk.modules.map(consumedShareKey).filter((key) => key !== undefined)),
    };
  }
  for (const group of groups) {
    const missing = group.chunks.filter((id) => !document.chunks[id]);
    if (missing.length) throw new Error(`chunk group ${group.name ?? '?'} names unknown chunks ${missing.join(', ')}`);
    if (group.name) document.groups[group.name] = sorted([...(document.groups[group.name] ?? []), ...group.chunks]);
    // A provided module's code is the chunk group its provide module loads (the group's origin).
    for (const origin of group.origins) {
      const key = providedShareKey(origin);
      if (key) document.provides[key] = sorted([...(document.provides[key] ?? []), ...group.chunks]);
    }
  }
  return document;
}

const chunkId = (chunk: Rspack.Chunk) => String(chunk.id ?? chunk.name);

export function startScriptsOf(compilation: Rspack.Compilation): StartScripts {
  const chunks = [...compilation.chunks].map((chunk) => ({
    id: chunkId(chunk),
    files: [...chunk.files],
    modules: compilation.chunkGraph.getChunkModules(chunk).map((module) => module.identifier()),
  }));
  const groups = compilation.chunkGroups.map((group) => ({
    name: group.name ?? undefined,
    chunks: group.chunks.map(chunkId),
    origins: group.origins.flatMap((origin) => (origin.module ? [origin.module.identifier()] : [])),
  }));
  return startDocument(chunks, groups);
}

export function pluginStartScripts(): RsbuildPlugin {
  return {
    name: 'portal:start-scripts',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources, environment }) => {
        // The federated build only: the host's sign-in page (another environment) has no federation.
        if (environment.name !== 'web') return;
        const document = startScriptsOf(compilation);
        compilation.emitAsset(START_SCRIPTS_FILE, new sources.RawSource(`${JSON.stringify(document, null, 2)}\n`));
      });
    },
  };
}
