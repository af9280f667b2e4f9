import type { RsbuildPlugin } from '@rsbuild/core';
import { type StartScripts, startScriptsOf } from './start-scripts';

// The host's page asks for every file of its start at once (issue 29.1/29.2). Without this, the start came in five
// waves, each waiting for the one before: the entry, then the shared modules it consumes (found only once it ran),
// then the bootstrap and the signed-in views, then what those consume, then what that consumes. On a phone's
// network each wave cost a round trip before its bytes even began. `<link rel="preload">` in the document lets the
// browser fetch them all with the page; the runtime's own `<script>` for each file then takes the preloaded copy.
// At the priority the runtime's own async scripts get (low): a preload is high by default, and high-priority scripts
// count as render-blocking (Lighthouse's simulation then waited for all of them before the first paint).

/**
 * The shell's chunk groups a signed-in page runs before its remote shows (shell/src/index.ts and
 * modules/early-manifest.ts name them); the same list as SHELL_START in scripts/lib/page-start-report.mjs.
 */
const SHELL_START_GROUPS = ['index', 'remote-preload', 'bootstrap', 'signed-in'];

/** The files of `groups` and of every shared module they consume, transitively (as the runtime will load them). */
export function startFiles(document: StartScripts, groups: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = groups.flatMap((group) => document.groups[group] ?? []);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const key of document.chunks[id]?.consumes ?? []) queue.push(...(document.provides[key] ?? []));
  }
  return [...new Set([...seen].flatMap((id) => document.chunks[id]?.files ?? []))].sort();
}

/** Preloads the host's start files from its document (the `web` environment: the federated host). */
export function pluginStartPreload(): RsbuildPlugin {
  return {
    name: 'portal:start-preload',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, environment, assetPrefix }) => {
        if (environment.name !== 'web') return { headTags, bodyTags };
        const inDocument = new Set(
          [...headTags, ...bodyTags].map((tag) => String(tag.attrs?.src ?? tag.attrs?.href ?? '')),
        );
        const preloads = startFiles(startScriptsOf(compilation), SHELL_START_GROUPS)
          .map((file) => `${assetPrefix}${file}`)
          .filter((href) => !inDocument.has(href))
          .map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'script', fetchpriority: 'low', href } }));
        return { headTags: [...headTags, ...preloads], bodyTags };
      });
    },
  };
}
