import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { opsRoutes } from './routes';
import { TransfersPage } from './transfers/transfers-page';

// The transfers queue is the console's landing page and ships with the remote's first chunk; every other page is
// its own chunk, loaded when its route is opened, so the remote's initial JavaScript stays within its budget
// (issue 15.2, as mf-orders does).
// ── quotations and refunds queues (issue 27.3) ──
const QuotationsPage = lazy(() => import('./quotations/quotations-page').then((m) => ({ default: m.QuotationsPage })));
const RefundsPage = lazy(() => import('./refunds/refunds-page').then((m) => ({ default: m.RefundsPage })));

/** The console's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <Suspense fallback={<Spinner style={{ padding: 48 }} />}>
      <DeclaredRoutes
        declaration={opsRoutes}
        pages={{
          transfers: <TransfersPage />,
          // ── quotations and refunds queues (issue 27.3) ──
          quotations: <QuotationsPage />,
          refunds: <RefundsPage />,
        }}
      />
    </Suspense>
  );
}
