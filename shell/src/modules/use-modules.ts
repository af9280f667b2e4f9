import { useQuery } from '@tanstack/react-query';
import { registerModules } from './federation';
import { enabledModules, type ModuleEntry } from './module-manifest';

// Read once per page load; ops change the file and users get it on their next visit, no rebuild.
async function fetchModules(): Promise<ModuleEntry[]> {
  const response = await fetch('/modules.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Module manifest answered ${response.status}`);
  const modules = enabledModules(await response.json());
  registerModules(modules);
  return modules;
}

export function useModules() {
  return useQuery({
    queryKey: ['shell', 'module-manifest'],
    queryFn: fetchModules,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
