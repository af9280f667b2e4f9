import type { RsbuildPlugin } from '@rsbuild/core';

// The federation runtime preloads an exposed module's `assets.js.sync` from mf-manifest.json in parallel with the
// remote entry. The manifest plugin leaves out the chunks the exposed module shares with the remote's fallback copies
// of shared modules (Fluent parts, valibot, the contract…), although the module's chunk group loads them every time:
// the browser then fetched them only after the remote entry ran, one more round trip, and the size report did not
// count them (issue 15.2). This completes the list from the build's own chunk graph.

const MANIFEST = 'mf-manifest.json';

type Manifest = { exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };

/** Adds to `sync` the missing JavaScript files of each exposed module's chunk group (and drops them from `async`). */
export function completeExposeAssets(
  manifest: Manifest,
  chunkGroupFiles: (exposeName: string) => string[] | undefined,
): Manifest {
  for (const expose of manifest.exposes) {
    const files = chunkGroupFiles(expose.name)?.filter((file) => file.endsWith('.js'));
    if (!files) continue;
    const sync = [...expose.assets.js.sync, ...files.filter((file) => !expose.assets.js.sync.includes(file))];
    expose.assets.js.sync = sync;
    expose.assets.js.async = expose.assets.js.async.filter((file) => !sync.includes(file));
  }
  return manifest;
}

export function pluginExposeAssets(): RsbuildPlugin {
  return {
    name: 'portal:expose-assets',
    setup(api) {
      // After the manifest plugin has written mf-manifest.json (stage "optimize transfer").
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString()) as Manifest;
        const completed = completeExposeAssets(manifest, (name) => {
          const group = compilation.namedChunkGroups.get(`__federation_expose_${name.replace(/[^\w]/g, '_')}`);
          return group?.chunks.flatMap((chunk) => [...chunk.files]);
        });
        compilation.updateAsset(MANIFEST, new sources.RawSource(`${JSON.stringify(completed, null, 2)}\n`));
      });
    },
  };
}
