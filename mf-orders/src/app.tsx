import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { OrdersPage } from './orders/list/orders-page';
import { ordersRoutes } from './routes';

// The orders list is the module's landing page (navigation) and ships with the remote's first chunk; every other
// page is its own chunk, loaded when its route is opened, so the remote's initial JavaScript stays small (issue 15.2).
const AddOrderPage = lazy(() => import('./orders/add/add-order-page').then((m) => ({ default: m.AddOrderPage })));
const OrderPage = lazy(() => import('./orders/view/order-page').then((m) => ({ default: m.OrderPage })));
const PackagesPage = lazy(() => import('./packages/list/packages-page').then((m) => ({ default: m.PackagesPage })));
const PackagePage = lazy(() => import('./packages/detail/package-page').then((m) => ({ default: m.PackagePage })));
const BuyPackagePage = lazy(() =>
  import('./packages/buy/buy-package-page').then((m) => ({ default: m.BuyPackagePage })),
);
const QuotationWizardPage = lazy(() =>
  import('./quotations/wizard/quotation-wizard-page').then((m) => ({ default: m.QuotationWizardPage })),
);
const QuotationsPage = lazy(() =>
  import('./quotations/list/quotations-page').then((m) => ({ default: m.QuotationsPage })),
);
const QuotationComparePage = lazy(() =>
  import('./quotations/compare/quotation-compare-page').then((m) => ({ default: m.QuotationComparePage })),
);
const QuotationPage = lazy(() =>
  import('./quotations/document/quotation-page').then((m) => ({ default: m.QuotationPage })),
);

/** The orders module's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <Suspense fallback={<Spinner style={{ padding: 48 }} />}>
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
    </Suspense>
  );
}
