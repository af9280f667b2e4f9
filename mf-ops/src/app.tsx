import { DeclaredRoutes } from '@portal/shared';
import { CompaniesPage } from './companies/companies-page';
import { CompanyPage } from './companies/company-page';
import { VerificationPage } from './companies/verification-page';
import { opsRoutes } from './routes';
import { TransfersPage } from './transfers/transfers-page';

/** The console's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <DeclaredRoutes
      declaration={opsRoutes}
      pages={{
        transfers: <TransfersPage />,
        companies: <CompaniesPage />,
        company: <CompanyPage />,
        verification: <VerificationPage />,
      }}
    />
  );
}
