import './jsdom-resize-observer';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { declaredRoutes, type RemoteRoutesDeclaration } from '../remote/remote-routes';
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

/** The concrete paths of every route a remote declares (`:id` → `test-1`). */
export function declaredPaths(declaration: RemoteRoutesDeclaration): string[] {
  return declaredRoutes(declaration).map(([, r]) => r.path.replace(/:\w+/g, 'test-1'));
}
