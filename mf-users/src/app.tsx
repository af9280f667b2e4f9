import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { MembersPage } from './members/members-page';
import { usersRoutes } from './routes';

// The members list is the module's landing page (navigation) and ships with the remote's first chunk; every other
// page is its own chunk, loaded when its route is opened, so the remote's initial JavaScript stays small
// (issue 15.2, as mf-orders).
const AuditPage = lazy(() => import('./audit/audit-page').then((m) => ({ default: m.AuditPage })));
const RolesPage = lazy(() => import('./roles/roles-page').then((m) => ({ default: m.RolesPage })));

/** The users module's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <Suspense fallback={<Spinner style={{ padding: 48 }} />}>
      <DeclaredRoutes
        declaration={usersRoutes}
        pages={{
          users: <MembersPage kind="user" />,
          audit: <AuditPage />,
          roles: <RolesPage />,
          residents: <MembersPage kind="resident" />,
        }}
      />
    </Suspense>
  );
}
