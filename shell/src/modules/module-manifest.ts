import * as v from 'valibot';

// The per-environment module manifest (shell/environments/<env>.json, served as /modules.json).
// Ops own it; the shell validates it at run time and knows remotes only through it.
const ruleFields = { action: v.pipe(v.string(), v.minLength(1)), subject: v.pipe(v.string(), v.minLength(1)) };

export const moduleRouteSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  name: v.optional(v.string()),
  ...ruleFields,
});

export const navigationEntrySchema = v.object({
  labelKey: v.string(),
  groupKey: v.optional(v.string()),
  icon: v.optional(v.string()),
  to: v.pipe(v.string(), v.startsWith('/')),
  ...ruleFields,
});

export const moduleEntrySchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
  /** Module Federation name of the remote, e.g. mf_orders. */
  remote: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  manifestUrl: v.pipe(v.string(), v.url()),
  enabled: v.boolean(),
  routePrefixes: v.array(v.pipe(v.string(), v.startsWith('/'))),
  routes: v.array(moduleRouteSchema),
  navigation: v.array(navigationEntrySchema),
});

export const moduleManifestSchema = v.object({
  $comment: v.optional(v.string()),
  modules: v.array(moduleEntrySchema),
});

export type ModuleRoute = v.InferOutput<typeof moduleRouteSchema>;
export type NavigationEntry = v.InferOutput<typeof navigationEntrySchema>;
export type ModuleEntry = v.InferOutput<typeof moduleEntrySchema>;
export type ModuleManifest = v.InferOutput<typeof moduleManifestSchema>;

/** Parses the manifest and keeps only the enabled modules: a disabled module simply does not exist. */
export function enabledModules(raw: unknown): ModuleEntry[] {
  const manifest = v.parse(moduleManifestSchema, raw);
  return manifest.modules.filter((m) => m.enabled);
}

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
