import { registerTranslations } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { registerModules } from './federation';
import { enabledModules, type ModuleEntry } from './module-manifest';
import { fetchRoutesDocument, MODULES_NAMESPACE, moduleFromDocument, moduleLabels } from './module-routes';

/** An enabled module whose routes document could not be read: shown as unavailable, with retry. */
export type UnavailableModule = { name: string; detail: string };
export type PortalModules = { modules: ModuleEntry[]; unavailable: UnavailableModule[] };

// Read once per page load (and on retry); ops change the manifest and a team deploys its remote, users get
// both on their next visit, no shell rebuild. Routes documents are fetched in parallel, never from cache,
// before any remote code runs, so the guard always decides first (decision 0004).
async function fetchModules(): Promise<PortalModules> {
  const response = await fetch('/modules.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Module manifest answered ${response.status}`);
  const enabled = enabledModules(await response.json());
  const documents = await Promise.allSettled(enabled.map(fetchRoutesDocument));
  const result: PortalModules = { modules: [], unavailable: [] };
  documents.forEach((outcome, index) => {
    const ops = enabled[index];
    if (!ops) return;
    if (outcome.status === 'rejected') {
      console.warn(`[modules] ${ops.name} unavailable`, outcome.reason);
      const detail = outcome.reason instanceof Error ? outcome.reason.message : '';
      result.unavailable.push({ name: ops.name, detail });
      return;
    }
    registerTranslations(MODULES_NAMESPACE, moduleLabels(ops.name, outcome.value));
    result.modules.push(moduleFromDocument(ops, outcome.value));
  });
  registerModules(result.modules);
  return result;
}

export function useModules() {
  return useQuery({
    queryKey: ['shell', 'module-manifest'],
    queryFn: fetchModules,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
