import { useLocation } from '@portal/shared/router';
import { NotFoundPage } from '../errors/error-page';
import { Guard } from '../routing/guard';
import { resolveModulePath } from '../routing/module-access';
import type { ModuleEntry } from './module-manifest';
import { RemoteOutlet } from './remote-outlet';

/**
 * Everything under a module's prefixes: the shell finds the declared route, guards it with its rule,
 * and keeps the remote mounted while the user moves between that module's pages.
 */
export function ModuleRoute({ modules }: { modules: ModuleEntry[] }) {
  const { pathname } = useLocation();
  const resolved = resolveModulePath(modules, pathname);
  if (!resolved.module || !resolved.route)
    return (
      <Guard access={{ kind: 'protected' }}>
        <NotFoundPage />
      </Guard>
    );
  return (
    <Guard access={resolved.access}>
      <RemoteOutlet key={resolved.module.name} module={resolved.module} />
    </Guard>
  );
}
