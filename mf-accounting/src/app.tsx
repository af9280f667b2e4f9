import { DeclaredRoutes } from '@portal/shared';
import { InvoicePage } from './invoices/invoice-page';
import { InvoicesPage } from './invoices/invoices-page';
import { PaymentsPage } from './payments/payments-page';
import { accountingRoutes } from './routes';
import { SpendingPage } from './spending/spending-page';
import { StatementPage } from './statement/statement-page';
import { TempTransactionsPage } from './temp-transactions/temp-transactions-page';
import { TransactionsPage } from './transactions/transactions-page';
import { WalletPage } from './wallet/wallet-page';

/** The accounting module's pages, one per route declared in routes.ts (spec §2); the shell has already guarded them. */
export function App() {
  return (
    <DeclaredRoutes
      declaration={accountingRoutes}
      pages={{
        wallet: <WalletPage />,
        payments: <PaymentsPage />,
        tempTransactions: <TempTransactionsPage />,
        transactions: <TransactionsPage />,
        statement: <StatementPage />,
        spending: <SpendingPage />,
        invoices: <InvoicesPage />,
        invoice: <InvoicePage />,
      }}
    />
  );
}
