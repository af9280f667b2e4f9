import { quotationsEn } from './quotations.en';
export const en = {
  ...quotationsEn,
  pages: {
    orders: 'Orders',
    addOrder: 'New order',
    orderDetails: 'Order details',
    packages: 'Packages',
    packageDetails: 'Package details',
  },
};
