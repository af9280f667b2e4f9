import { DeclaredRoutes } from '@portal/shared';
import { QuotationsPage } from './quotations/quotations-page';
import { RefundsPage } from './refunds/refunds-page';
import { opsRoutes } from './routes';
import { TransfersPage } from './transfers/transfers-page';

/** The console's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <DeclaredRoutes
      declaration={opsRoutes}
      pages={{
        transfers: <TransfersPage />,
        // ── quotations and refunds queues (issue 27.3) ──
        quotations: <QuotationsPage />,
        refunds: <RefundsPage />,
      }}
    />
  );
}
