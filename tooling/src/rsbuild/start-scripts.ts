import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

// What a page must download and run before it can paint, written at build time as `start-scripts.json` next to
// mf-manifest.json (issue 29.6). The size step of `npm test` (scripts/lib/page-start-report.mjs) adds up, per signed-in
// page, the shell's start and the remote's, and fails a page over its budget. Only the build knows it: which files
// an `import()` loads (its chunk group, split chunks included) and which federation shared modules that code asks for
// (each loads the files the host's mf-manifest.json lists for it).

const START_SCRIPTS_FILE = 'start-scripts.json';

/**
 * `groups`: the JavaScript files of each named chunk group (an entry, an exposed module, an
 * `import(/* webpackChunkName: … *\/)`); `consumes`: the shared modules each file asks the federation for;
 * `provides`: the files that load each shared module this app provides (the host). mf-manifest.json's own list is
 * no help there: it gives every library singleton all of the host's lazy files.
 */
type StartScripts = {
  groups: Record<string, string[]>;
  consumes: Record<string, string[]>;
  provides: Record<string, string[]>;
};

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

const scripts = (chunk: Rspack.Chunk) => [...chunk.files].filter((file) => file.endsWith('.js'));

function startScriptsOf(compilation: Rspack.Compilation): StartScripts {
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
  // A provided module's code is the chunk group its provide module loads (the group's origin).
  const provides: StartScripts['provides'] = {};
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const key = origin.module && providedShareKey(origin.module.identifier());
      if (key) provides[key] = [...new Set([...(provides[key] ?? []), ...group.chunks.flatMap(scripts)])].sort();
    }
  }
  return { groups, consumes, provides };
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
