import type { RsbuildConfig } from '@rsbuild/core';

// How the host's lazily loaded code is cut into files (issue 15.2, decision 0021, "Cold first remote").
//
// By default Rspack splits the libraries behind the host's async boundary per group of users: a signed-in visit
// downloaded 47 files before its first render, most of them a few KB (Fluent icons, one shared package each). On
// these 2-core machines a cold navigation waited on the requests, not the bytes: each costs the browser and the
// static server their own work, six at a time over HTTP/1.1, and preload hints did not change that. The libraries
// are now two files: Fluent (and its styling and focus libraries), and every other library. The shared singletons
// the host provides live there too: a remote asking for React loads that file, which a signed-in page already has.
//
// The cost: a page loads every library the shell uses, not only its own; those files are cached immutable, and
// Firebase (web push, set up after the first render) keeps a file of its own.
const FLUENT =
  /[\\/]node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc[\\/]helpers|stylis|rtl-css-js|@ctrl)[\\/]/;
const LATER = /[\\/]node_modules[\\/](firebase|@firebase|idb)[\\/]/;
// The calendar of the date field (issue 28.6), fetched the first time a page shows a date: not in the Fluent file
// every signed-in page loads.
const CALENDAR = /[\\/]node_modules[\\/]@fluentui[\\/]react-(datepicker|calendar)-compat[\\/]/;

/** The file a module comes from (Rspack's own name for it in `test` conditions). */
function resourceOf(module: { nameForCondition(): string | null | undefined }): string {
  return module.nameForCondition() ?? '';
}

export const HOST_SPLIT_CHUNKS: NonNullable<RsbuildConfig['splitChunks']> = {
  preset: 'default',
  cacheGroups: {
    calendar: {
      name: 'lib-calendar',
      chunks: 'async',
      test: (module) => CALENDAR.test(resourceOf(module)),
      priority: 30,
      enforce: true,
    },
    fluent: {
      name: 'lib-fluent',
      chunks: 'async',
      test: (module) => FLUENT.test(resourceOf(module)),
      priority: 20,
      enforce: true,
    },
    libraries: {
      name: 'lib-async',
      chunks: 'async',
      test: (module) => {
        const resource = resourceOf(module);
        return /[\\/]node_modules[\\/]/.test(resource) && !LATER.test(resource);
      },
      priority: 10,
      enforce: true,
    },
  },
};
