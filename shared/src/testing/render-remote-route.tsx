import './jsdom-resize-observer';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { PortalProviders } from '../ui/portal-providers';

/** Test helper (not shipped): renders a remote's App at a path the way the shell mounts it. */
export function renderRemoteRoute(App: ComponentType, path: string) {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </PortalProviders>,
  );
}

type ManifestLike = { modules: { name: string; routes: { path: string }[] }[] };

/** The concrete paths of every route a module declares in a module manifest (`:id` → `test-1`). */
export function declaredPaths(manifest: ManifestLike, moduleName: string): string[] {
  const module = manifest.modules.find((m) => m.name === moduleName);
  if (!module) throw new Error(`Module ${moduleName} is not in the manifest`);
  return module.routes.map((r) => r.path.replace(/:\w+/g, 'test-1'));
}
