import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTRACT_VERSION, type RemoteLifecycles } from '@portal/shared/core';
import type { ModuleEntry } from './module-manifest';

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
    },
  ]);
}

/** Tells the Module Federation runtime where each enabled module lives, per the manifest. */
export function registerModules(modules: ModuleEntry[]): void {
  registerErrorPlugin();
  registerRemotes(modules.map((m) => ({ name: m.remote, entry: m.manifestUrl })));
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
