import { ORDER_RULES, PACKAGE_RULES } from '@portal/shared/contract';
import { defineRemoteRoutes } from '@portal/shared/remote-routes';

// The orders module's routes, declared once: they feed this remote's <Routes> (app.tsx) and the routes
// document the build emits for the shell (navigation, guard, route names). No React here: the build reads it in Node.
const readPackages = { action: 'read', subject: 'b2b_packages' } as const;

export const ordersRoutes = defineRemoteRoutes({
  title: { ar: 'الطلبات', en: 'Orders', fr: 'Commandes' },
  prefixes: ['/b2b/orders', '/b2b/packages'],
  groups: {
    ordersManagement: {
      order: 40,
      labels: { ar: 'إدارة الطلبات', en: 'Orders management', fr: 'Gestion des commandes' },
    },
  },
  routes: {
    orders: {
      path: '/b2b/orders',
      ...ORDER_RULES.ordersRead,
      navigation: {
        group: 'ordersManagement',
        icon: 'orders',
        order: 10,
        labels: { ar: 'الطلبات', en: 'Orders', fr: 'Commandes' },
      },
    },
    addOrder: { path: '/b2b/orders/add', ...ORDER_RULES.orderCreate, highlight: '/b2b/orders' },
    orderDetails: {
      path: '/b2b/orders/view/:id',
      name: 'b2b-orders-view-id',
      ...ORDER_RULES.ordersRead,
      highlight: '/b2b/orders',
    },
    packages: {
      path: '/b2b/packages',
      ...readPackages,
      navigation: {
        group: 'ordersManagement',
        icon: 'packages',
        order: 20,
        labels: { ar: 'الباقات', en: 'Packages', fr: 'Forfaits' },
      },
    },
    quote: {
      path: '/b2b/packages/quote',
      ...PACKAGE_RULES.quotationCreate,
      navigation: {
        group: 'ordersManagement',
        icon: 'invoices',
        order: 30,
        labels: { ar: 'احصل على عرض سعر', en: 'Get a quotation', fr: 'Obtenir un devis' },
      },
    },
    // Issue 32.2 (ADR 0070): the offers valid today, under the packages area as the API's public/packages/offer;
    // its rule is the order's it leads to.
    offers: {
      path: '/b2b/packages/offers',
      ...ORDER_RULES.orderCreate,
      navigation: {
        group: 'ordersManagement',
        icon: 'offers',
        order: 25,
        labels: { ar: 'العروض', en: 'Offers', fr: 'Offres' },
      },
    },
    quotations: { path: '/b2b/packages/quotations', ...PACKAGE_RULES.quotationsRead, highlight: '/b2b/packages/quote' },
    quotationCompare: {
      path: '/b2b/packages/quotations/compare',
      ...PACKAGE_RULES.quotationsRead,
      highlight: '/b2b/packages/quote',
    },
    quotation: {
      path: '/b2b/packages/quotations/:reference',
      ...PACKAGE_RULES.quotationsRead,
      highlight: '/b2b/packages/quote',
    },
    buyPackage: { path: '/b2b/packages/buy', ...PACKAGE_RULES.packageBuy, highlight: '/b2b/packages' },
    packageDetails: { path: '/b2b/packages/:id', name: 'b2b-packages-id', ...readPackages, highlight: '/b2b/packages' },
  },
});
