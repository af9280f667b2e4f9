import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes, useAppAbility } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { OPS_CONSOLE_RULES } from './ops-rules';
import { useOpsEventStream } from './queue/ops-live';
import { opsRoutes } from './routes';

// Every page is a chunk of its own, loaded when its route opens: the remote's first chunk (routes, strings, the
// app) stays within its size budget (issue 15.2, as mf-accounting). Ops land on the overview, not the transfers.
const TransfersPage = lazy(() => import('./transfers/transfers-page').then((m) => ({ default: m.TransfersPage })));
const CompaniesPage = lazy(() => import('./companies/companies-page').then((m) => ({ default: m.CompaniesPage })));
const CompanyPage = lazy(() => import('./companies/company-page').then((m) => ({ default: m.CompanyPage })));
const VerificationPage = lazy(() =>
  import('./companies/verification-page').then((m) => ({ default: m.VerificationPage })),
);
const DispatchPage = lazy(() => import('./dispatch/dispatch-page').then((m) => ({ default: m.DispatchPage })));
// ── quotations and refunds queues (issue 27.3) ──
const QuotationsPage = lazy(() => import('./quotations/quotations-page').then((m) => ({ default: m.QuotationsPage })));
const RefundsPage = lazy(() => import('./refunds/refunds-page').then((m) => ({ default: m.RefundsPage })));
// ── Overview and administration (issue 27.2, 27.7, 27.8) ──
// Each page is its own chunk, loaded when opened, so the remote's initial JavaScript stays within its budget: the
// overview too (the landing page), whose contract schemas would otherwise bring valibot into the first chunk.
const OverviewPage = lazy(() => import('./overview/overview-page').then((m) => ({ default: m.OverviewPage })));
const OpsUsersPage = lazy(() => import('./users/ops-users-page').then((m) => ({ default: m.OpsUsersPage })));
const AuditPage = lazy(() => import('./audit/audit-page').then((m) => ({ default: m.AuditPage })));
const SettingsPage = lazy(() => import('./settings/settings-page').then((m) => ({ default: m.SettingsPage })));
// The support inbox is its own chunk, loaded when its route opens, so the remote's first JavaScript stays within
// its budget (issue 15.2, as mf-accounting and mf-orders).
// The reels (issue 32.7): their own chunk too.
const ReelsPage = lazy(() => import('./reels/reels-page').then((m) => ({ default: m.ReelsPage })));
const CouponsPage = lazy(() => import('./coupons/coupons-page').then((m) => ({ default: m.CouponsPage })));
const InboxPage = lazy(() => import('./inbox/inbox-page').then((m) => ({ default: m.InboxPage })));

/** The console's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  // ── The console live (issue 27.3, ADR 0044): one ops event stream per tab, for every page ──
  useOpsEventStream(useAppAbility().can(OPS_CONSOLE_RULES.overviewRead.action, OPS_CONSOLE_RULES.overviewRead.subject));
  return (
    <Suspense fallback={<Spinner style={{ padding: 48 }} />}>
      <DeclaredRoutes
        declaration={opsRoutes}
        pages={{
          transfers: <TransfersPage />,
          companies: <CompaniesPage />,
          company: <CompanyPage />,
          verification: <VerificationPage />,
          dispatch: <DispatchPage />,
          // ── quotations and refunds queues (issue 27.3) ──
          quotations: <QuotationsPage />,
          refunds: <RefundsPage />,
          // ── Overview and administration (issue 27.2, 27.7, 27.8) ──
          overview: <OverviewPage />,
          opsUsers: <OpsUsersPage />,
          audit: <AuditPage />,
          settings: <SettingsPage />,
          inbox: <InboxPage />,
          inboxConversation: <InboxPage />,
          reels: <ReelsPage />,
          coupons: <CouponsPage />,
        }}
      />
    </Suspense>
  );
}
