import type { MenuEntry } from '@portal/shared';
import * as v from 'valibot';
import type { Rule } from '../routing/route-access';

// The ops module manifest, served as /modules.json: shell/environments/base.json merged with the
// environment's overrides (decision 0004). It says only which modules exist, where each one's
// mf-manifest.json lives and whether it is on. Routes and navigation come from each module's routes document,
// which the server embeds in the answer when it can read it (decision 0047).
const opsModuleSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
  manifestUrl: v.pipe(v.string(), v.url()),
  enabled: v.boolean(),
  // Issue 29.3: the server that answers /modules.json adds the module's routes document and mf-manifest.json
  // as their own servers give them (one request instead of two per module). Absent when it could not read them,
  // or behind a server that only sends the ops file: the shell then asks the module's server itself.
  routes: v.optional(v.unknown()),
  federation: v.optional(v.unknown()),
});

export const moduleManifestSchema = v.pipe(
  v.object({ $comment: v.optional(v.string()), modules: v.array(opsModuleSchema) }),
  v.check((m) => new Set(m.modules.map((x) => x.name)).size === m.modules.length, 'each module is listed once'),
);

export type OpsModule = v.InferOutput<typeof opsModuleSchema>;

/** Parses the manifest and keeps only the enabled modules: a disabled module simply does not exist. */
export function enabledModules(raw: unknown): OpsModule[] {
  return v.parse(moduleManifestSchema, raw).modules.filter((m) => m.enabled);
}

/** A route of a module, as its routes document declares it. */
export type ModuleRoute = Rule & { path: string; name?: string; highlight?: string };

/** A navigation entry; labels are i18next keys (a module's labels are registered under `modules:`). */
export type NavigationEntry = MenuEntry;

/** An enabled module whose routes document was read: everything the shell knows about it. */
export type ModuleEntry = {
  name: string;
  /** Module Federation name of the remote, e.g. mf_orders (from its routes document). */
  remote: string;
  manifestUrl: string;
  /** i18next key of the module's name. */
  titleKey: string;
  routePrefixes: string[];
  routes: ModuleRoute[];
  navigation: NavigationEntry[];
};

/** The module owning a path, by its longest matching prefix. */
export function moduleForPath(modules: ModuleEntry[], pathname: string): ModuleEntry | undefined {
  let best: { module: ModuleEntry; length: number } | undefined;
  for (const module of modules) {
    for (const prefix of module.routePrefixes) {
      const owns = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (owns && (!best || prefix.length > best.length)) best = { module, length: prefix.length };
    }
  }
  return best?.module;
}
