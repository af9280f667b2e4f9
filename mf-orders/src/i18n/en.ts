import { ordersEn } from './orders.en';
import { packagesEn } from './packages.en';
// What the remote's first chunk registers (app-lifecycles.tsx): the orders list's strings and the rest of orders
// and packages. The quotations' strings join them with the pages loaded on demand (on-demand.ts).
export const en = {
  ...packagesEn,
  ...ordersEn,
  pages: {
    orders: 'Orders',
    addOrder: 'New order',
    orderDetails: 'Order details',
    packages: 'Packages',
    packageDetails: 'Package details',
  },
};
