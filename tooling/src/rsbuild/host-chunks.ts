import type { RsbuildConfig } from '@rsbuild/core';

// How the host's lazily loaded code is cut into files (decisions 0021 and 0050).
//
// Rspack's default split made one file per group of users: a signed-in visit downloaded 47 files before its first
// render, most of them a few KB, and on these 2-core machines the requests cost more than the bytes (0021). 0021 then
// put every library in two files, Fluent and "the rest" (`lib-async`): every signed-in page downloaded and compiled
// the rest whole, forms and all (issue 29.2). The libraries are now cut by when a page needs them:
// - `lib-react`: what every page's first screen runs (React, the router, the query client, i18n, abilities, the HTTP
//   client, single-spa, valibot for the live stream's and the contract's schemas). The singletons the host provides
//   live here, so a remote asking for React loads a file the page already has.
// - `lib-fluent`: Fluent UI with its styling and focus libraries (every screen draws with it).
// - `lib-forms`: react-hook-form and its resolver, loaded with the first form (`@portal/shared/forms`).
// - Fluent parts and libraries that only the shell's own pages use (account, settings, chat, notifications: chunks
//   named `page-…`) stay out of these files and load with those pages.
// - anything else (Firebase for web push, set up after the first render) keeps Rspack's default split: its own
//   files, loaded by what uses them.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|react-router|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|@casl|axios|single-spa|single-spa-react|valibot|@module-federation|@emotion)[\\/]/;
const FLUENT =
  /[\\/]node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc[\\/]helpers|stylis|rtl-css-js|@ctrl)[\\/]/;
const FORMS = /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/;
// The calendar of the date field (issue 28.6), fetched the first time a page shows a date: not in the Fluent file
// every signed-in page loads.
const CALENDAR = /[\\/]node_modules[\\/]@fluentui[\\/]react-(datepicker|calendar)-compat[\\/]/;

/** The file a module comes from (Rspack's own name for it in `test` conditions). */
function resourceOf(module: { nameForCondition(): string | null | undefined }): string {
  return module.nameForCondition() ?? '';
}

/** The shell's own pages (shell/src/pages/shell-pages.tsx names their chunks `page-…`): none is a first screen. */
const notAShellPage = (chunk: { name?: string | null; canBeInitial(): boolean }) =>
  !chunk.canBeInitial() && !chunk.name?.startsWith('page-');

/**
 * A named async group of the libraries `pattern` matches in the code a signed-in page may start with. Libraries
 * that only the shell's own pages use are left to the default split: loaded with those pages.
 */
const group = (name: string, pattern: RegExp, priority: number) => ({
  name,
  chunks: notAShellPage,
  test: (module: { nameForCondition(): string | null | undefined }) => pattern.test(resourceOf(module)),
  priority,
  enforce: true,
});

export const HOST_SPLIT_CHUNKS: NonNullable<RsbuildConfig['splitChunks']> = {
  preset: 'default',
  cacheGroups: {
    framework: group('lib-react', FRAMEWORK, 30),
    // Before Fluent's group, which would otherwise take the calendar (also under @fluentui).
    calendar: group('lib-calendar', CALENDAR, 40),
    fluent: group('lib-fluent', FLUENT, 20),
    forms: group('lib-forms', FORMS, 20),
  },
};
