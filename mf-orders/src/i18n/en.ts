import { ordersEn } from './orders.en';
import { packagesEn } from './packages.en';
import { quotationsEn } from './quotations.en';
export const en = {
  ...quotationsEn,
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
