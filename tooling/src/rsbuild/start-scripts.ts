import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

// What a page must download and run before it can paint, written at build time as `start-scripts.json` next to
// mf-manifest.json (issue 29.6). The size step of `npm test` (scripts/lib/page-start-report.mjs) adds up, per signed-in
// page, the shell's start and the remote's, and fails a page over its budget. Only the build knows it: which files
// an `import()` loads (its chunk group, split chunks included) and which federation shared modules that code asks for
// (each loads the files the host's mf-manifest.json lists for it).

export const START_SCRIPTS_FILE = 'start-scripts.json';

/**
 * `groups`: the JavaScript files of each named chunk group (an entry, an exposed module, an
 * `import(/* webpackChunkName: … *\/)`); `consumes`: the shared modules each file asks the federation for.
 */
export type StartScripts = { groups: Record<string, string[]>; consumes: Record<string, string[]> };

// Rspack names a consumed shared module `consume shared module (default) react@^19.0.0 (singleton) …`.
const CONSUME = /^consume[ -]shared[ -]module \([^)]*\) (.+?)@/;

/** The share key a module consumes, if it is a federation consume module. */
export function consumedShareKey(identifier: string): string | undefined {
  return CONSUME.exec(identifier)?.[1];
}

const scripts = (chunk: Rspack.Chunk) => [...chunk.files].filter((file) => file.endsWith('.js'));

export function startScriptsOf(compilation: Rspack.Compilation): StartScripts {
  const groups: StartScripts['groups'] = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    groups[name] = [...new Set(group.chunks.flatMap(scripts))].sort();
  }
  const consumes: StartScripts['consumes'] = {};
  for (const chunk of compilation.chunks) {
    const keys = compilation.chunkGraph
      .getChunkModules(chunk)
      .map((module) => consumedShareKey(module.identifier()))
      .filter((key) => key !== undefined);
    if (keys.length) for (const file of scripts(chunk)) consumes[file] = [...new Set(keys)].sort();
  }
  return { groups, consumes };
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
