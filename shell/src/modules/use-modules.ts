import { publishMenuEntries, registerTranslations } from '@portal/shared/core';
import { useQuery } from '@tanstack/react-query';
import { SHELL_NAVIGATION } from '../navigation/shell-navigation';
import { fetchManifest } from './early-manifest';
import { enabledModules, type ModuleEntry } from './module-manifest';
import { MODULES_NAMESPACE, moduleFromDocument, moduleLabels, readRoutesDocument } from './module-routes';
import { offerFederationManifests } from './remote-preload';

/** An enabled module whose routes document could not be read: shown as unavailable, with retry. */
type UnavailableModule = { name: string; detail: string };
type PortalModules = { modules: ModuleEntry[]; unavailable: UnavailableModule[] };

// Read once per page load (and on retry); ops change the manifest and a team deploys its remote, users get
// both on their next visit, no shell rebuild. The routes documents come inside /modules.json (one request,
// issue 29.3), or else are fetched in parallel, never from cache; either way before any remote code runs, so the
// guard always decides first (decision 0004). No module's mf-manifest.json is asked for here: the federation
// runtime gets the embedded one, and only for the remote it loads.
async function fetchModules(): Promise<PortalModules> {
  const response = await fetchManifest();
  if (!response.ok) throw new Error(`Module manifest answered ${response.status}`);
  const enabled = enabledModules(await response.json());
  offerFederationManifests(enabled);
  const documents = await Promise.allSettled(enabled.map(readRoutesDocument));
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
  // The federation calls are their own chunk: the sign-in page never loads them (issue 15.1).
  const { registerModules } = await import('./federation');
  registerModules(result.modules);
  // The role editor previews the menu a role will see from these entries (issue 14.3).
  publishMenuEntries([...result.modules.flatMap((m) => m.navigation), ...SHELL_NAVIGATION]);
  return result;
}

/** `enabled: false` (a guest on a shell page) leaves the manifest unread until it is needed. */
export function useModules(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['shell', 'module-manifest'],
    queryFn: fetchModules,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
