import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes } from '@portal/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { OrdersPage } from './orders/list/orders-page';
import { ordersRoutes } from './routes';

// The orders list is the module's landing page (navigation) and ships with the remote's first chunk; every other
// page is its own chunk, loaded when its route is opened, so the remote's initial JavaScript stays small (issue 15.2).
// Each comes with the strings only those pages use (i18n/on-demand.ts, one chunk fetched beside the page's own).
const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  lazy(() =>
    Promise.all([load(), import(/* webpackChunkName: "on-demand-strings" */ './i18n/on-demand')]).then(([module]) => ({
      default: pick(module),
    })),
  );
const AddOrderPage = page(
  () => import('./orders/add/add-order-page'),
  (m) => m.AddOrderPage,
);
const OrderPage = page(
  () => import(/* webpackChunkName: "order-page" */ './orders/view/order-page'),
  (m) => m.OrderPage,
);
const PackagesPage = page(
  () => import('./packages/list/packages-page'),
  (m) => m.PackagesPage,
);
const PackagePage = page(
  () => import('./packages/detail/package-page'),
  (m) => m.PackagePage,
);
const BuyPackagePage = page(
  () => import('./packages/buy/buy-package-page'),
  (m) => m.BuyPackagePage,
);
const OffersPage = page(
  () => import('./offers/offers-page'),
  (m) => m.OffersPage,
);
const QuotationWizardPage = page(
  () => import('./quotations/wizard/quotation-wizard-page'),
  (m) => m.QuotationWizardPage,
);
const QuotationsPage = page(
  () => import('./quotations/list/quotations-page'),
  (m) => m.QuotationsPage,
);
const QuotationComparePage = page(
  () => import('./quotations/compare/quotation-compare-page'),
  (m) => m.QuotationComparePage,
);
const QuotationPage = page(
  () => import('./quotations/document/quotation-page'),
  (m) => m.QuotationPage,
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
          offers: <OffersPage />,
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
