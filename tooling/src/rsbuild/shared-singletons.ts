import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PortalApp } from './apps';

// What host and remotes share at run time, ONE instance each. The list is the same on every side
// (ARCHITECTURE §3, §6): a package missing on one side would be bundled twice and its state split.
// From Fluent only the contexts, Griffel and Tabster: sharing the whole barrel kills tree-shaking,
// not sharing the contexts leaves remote popovers unthemed.
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@casl/ability',
  '@casl/react',
  '@portal/shared',
  // The two halves of `@portal/shared` (its index re-exports both by these names): the sign-in page loads the core
  // only, a page with lists or dialogs the blocks too.
  '@portal/shared/core',
  '@portal/shared/blocks',
  // The form blocks (react-hook-form): a shared module the barrel leaves out, loaded by the forms that import it.
  '@portal/shared/forms',
  // The chat thread (decision 0079): loaded when a conversation opens, not with every page that links to one.
  '@portal/shared/chat',
  // What the remotes use of react-router (issue 29.2, decision 0079): shared instead of react-router itself, which
  // would be provided whole (every export kept); the shell bundles react-router once, tree-shaken, behind it.
  '@portal/shared/router',
  '@fluentui/react-shared-contexts',
  '@griffel/react',
  '@fluentui/react-tabster',
] as const;

type SharedConfig = Record<
  string,
  { singleton: true; requiredVersion: string; version: string; strictVersion: boolean; eager?: boolean; import?: false }
>;

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function installedVersion(appDir: string, name: string): string {
  // Every singleton is a direct dependency of every app (pnpm links it into the app's node_modules);
  // reading the file directly also works for packages whose `exports` hide package.json.
  const file = join(appDir, 'node_modules', name, 'package.json');
  if (!existsSync(file)) throw new Error(`${name} must be a direct dependency of ${appDir} (it is a shared singleton)`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function majorRange(version: string): string {
  return `^${version.split('.')[0]}.0.0`;
}

/**
 * Shared config for one app. `requiredVersion` is the installed major: a remote built against another
 * major of `shared` (or React, …) is refused by the runtime with a clear error instead of half-working.
 *
 * A remote bundles no fallback copy (`import: false`): it only runs inside the shell, which provides every singleton
 * (a remote opened on its own only says where it lives). Fallbacks were never used, but they were not free: a
 * fallback is built with every export in use, and the modules it shares with the remote's own code (the contract's
 * messages, Fluent component packages…) then kept all their exports in the remote's initial chunks (issue 15.2,
 * decision 0021: −8 KB brotli for mf-dashboard).
 */
export function sharedSingletons(appDir: string, kind: PortalApp['kind']): SharedConfig {
  const config: SharedConfig = {};
  for (const specifier of SINGLETON_PACKAGES) {
    const version = installedVersion(appDir, packageName(specifier));
    config[specifier] = {
      singleton: true,
      version,
      requiredVersion: majorRange(version),
      strictVersion: true,
      ...(kind === 'remote' ? { import: false as const } : {}),
    };
  }
  return config;
}
