import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { canAccess, REMOTE_CONTRACT_VERSION, type RemoteLifecycles } from '@portal/shared/core';
import type { ModuleEntry } from './module-manifest';
import { prefetchRemoteCode, takeEarlyResponse } from './remote-preload';

export class ModuleLoadError extends Error {
  constructor(
    readonly moduleName: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ModuleLoadError';
  }
}

let pluginRegistered = false;
function registerErrorPlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'portal-module-errors',
      // A remote that is down must never take the shell down: report it and let the outlet show
      // "module unavailable" (returning nothing makes loadRemote reject instead of crashing).
      errorLoadRemote({ id, error, lifecycle }) {
        console.warn(`[modules] ${id} failed at ${lifecycle}`, error);
        return undefined;
      },
      // The mf-manifest.json the entry script already requested (remote-preload.ts): no second round trip.
      fetch(url) {
        return takeEarlyResponse(url);
      },
    },
  ]);
}

let registered: ModuleEntry[] = [];

/** Tells the Module Federation runtime where each enabled module lives, per the manifest. */
export function registerModules(modules: ModuleEntry[]): void {
  registerErrorPlugin();
  registerRemotes(modules.map((m) => ({ name: m.remote, entry: m.manifestUrl })));
  registered = modules;
}

/**
 * Never inside the first seconds of the page (issue 29.3): the start-up belongs to the page shown (its data, its
 * lazy chunks, the user's first clicks); after that, only while the browser has nothing else to do.
 */
const PREFETCH_NOT_BEFORE_MS = 5000;
const whenIdle = (run: () => void) => {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 10_000 }) : setTimeout(run, 300);
  setTimeout(idle, Math.max(0, PREFETCH_NOT_BEFORE_MS - performance.now()));
};

let prefetching = false;

/**
 * Once the first remote shows, the other enabled modules the user may open are loaded while the browser is idle
 * (and not before PREFETCH_NOT_BEFORE_MS),
 * one at a time (remote entry and exposed chunks: downloaded, not run, when /modules.json carried the module's
 * federation manifest; else loaded by the runtime, nothing mounted), so that switching to one of them downloads
 * nothing (issue 15.2). A module whose routes all need a permission the user lacks is skipped.
 */
export function prefetchOtherRemotes(shown: ModuleEntry): void {
  if (prefetching) return;
  prefetching = true;
  const others = registered.filter(
    (m) =>
      m.name !== shown.name && m.routes.some((route) => canAccess({ action: route.action, subject: route.subject })),
  );
  const next = () => {
    const module = others.shift();
    if (!module) return;
    whenIdle(() => {
      if (prefetchRemoteCode(module.manifestUrl)) return next();
      loadRemote(`${module.remote}/app`)
        .catch(() => undefined) // a module that is down is reported when the user opens it
        .finally(next);
    });
  };
  next();
}

type RemoteAppModule = RemoteLifecycles & { contractVersion?: number };

/** Loads a module's single-spa lifecycles; `retry` drops the runtime's cached failure first. */
export async function loadRemoteApp(module: ModuleEntry, retry = false): Promise<RemoteLifecycles> {
  if (retry) registerRemotes([{ name: module.remote, entry: module.manifestUrl }], { force: true });
  let loaded: RemoteAppModule | null;
  try {
    loaded = await loadRemote<RemoteAppModule>(`${module.remote}/app`);
  } catch (error) {
    throw new ModuleLoadError(module.name, `Module "${module.name}" could not be loaded`, error);
  }
  if (!loaded || typeof loaded.mount !== 'function') {
    throw new ModuleLoadError(module.name, `Module "${module.name}" does not expose single-spa lifecycles`);
  }
  if (loaded.contractVersion !== REMOTE_CONTRACT_VERSION) {
    throw new ModuleLoadError(
      module.name,
      `Module "${module.name}" was built for shell contract ${String(loaded.contractVersion)}, this shell speaks ${REMOTE_CONTRACT_VERSION}`,
    );
  }
  return loaded;
}
