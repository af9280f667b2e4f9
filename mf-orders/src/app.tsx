import { DeclaredRoutes } from '@portal/shared';
import { AddOrderPage } from './orders/add/add-order-page';
import { OrdersPage } from './orders/list/orders-page';
import { OrderPage } from './orders/view/order-page';
import { BuyPackagePage } from './packages/buy/buy-package-page';
import { PackagePage } from './packages/detail/package-page';
import { PackagesPage } from './packages/list/packages-page';
import { QuotationComparePage } from './quotations/compare/quotation-compare-page';
import { QuotationPage } from './quotations/document/quotation-page';
import { QuotationsPage } from './quotations/list/quotations-page';
import { QuotationWizardPage } from './quotations/wizard/quotation-wizard-page';
import { ordersRoutes } from './routes';

/** The orders module's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <DeclaredRoutes
      declaration={ordersRoutes}
      pages={{
        orders: <OrdersPage />,
        addOrder: <AddOrderPage />,
        orderDetails: <OrderPage />,
        packages: <PackagesPage />,
        quote: <QuotationWizardPage />,
        quotations: <QuotationsPage />,
        quotationCompare: <QuotationComparePage />,
        quotation: <QuotationPage />,
        buyPackage: <BuyPackagePage />,
        packageDetails: <PackagePage />,
      }}
    />
  );
}
