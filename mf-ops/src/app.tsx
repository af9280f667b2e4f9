import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { opsRoutes } from './routes';
import { TransfersPage } from './transfers/transfers-page';

// ── Overview and administration (issue 27.2, 27.7, 27.8) ──
// Each page is its own chunk, loaded when opened, so the remote's initial JavaScript stays within its budget: the
// overview too (the landing page), whose contract schemas would otherwise bring valibot into the first chunk.
const OverviewPage = lazy(() => import('./overview/overview-page').then((m) => ({ default: m.OverviewPage })));
const OpsUsersPage = lazy(() => import('./users/ops-users-page').then((m) => ({ default: m.OpsUsersPage })));
const AuditPage = lazy(() => import('./audit/audit-page').then((m) => ({ default: m.AuditPage })));
const SettingsPage = lazy(() => import('./settings/settings-page').then((m) => ({ default: m.SettingsPage })));

/** The console's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <Suspense fallback={<Spinner style={{ padding: 48 }} />}>
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
    </Suspense>
  );
}
