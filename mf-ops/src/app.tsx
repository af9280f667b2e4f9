import { DeclaredRoutes } from '@portal/shared';
import { AuditPage } from './audit/audit-page';
import { OverviewPage } from './overview/overview-page';
import { opsRoutes } from './routes';
import { SettingsPage } from './settings/settings-page';
import { TransfersPage } from './transfers/transfers-page';
import { OpsUsersPage } from './users/ops-users-page';

/** The console's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <DeclaredRoutes
      declaration={opsRoutes}
      pages={{
        transfers: <TransfersPage />,
        // ── Overview and administration (issue 27.2, 27.7, 27.8) ──
        overview: <OverviewPage />,
        opsUsers: <OpsUsersPage />,
        audit: <AuditPage />,
        settings: <SettingsPage />,
      }}
    />
  );
}
