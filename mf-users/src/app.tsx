import { DeclaredRoutes } from '@portal/shared';
import { AuditPage } from './audit/audit-page';
import { MembersPage } from './members/members-page';
import { RolesPage } from './roles/roles-page';
import { usersRoutes } from './routes';

/** The users module's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <DeclaredRoutes
      declaration={usersRoutes}
      pages={{
        users: <MembersPage kind="user" />,
        audit: <AuditPage />,
        roles: <RolesPage />,
        residents: <MembersPage kind="resident" />,
      }}
    />
  );
}
