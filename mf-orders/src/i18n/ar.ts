import type { en } from './en';
import { ordersAr } from './orders.ar';
import { packagesAr } from './packages.ar';
import { quotationsAr } from './quotations.ar';

export const ar: typeof en = {
  ...quotationsAr,
  ...packagesAr,
  ...ordersAr,
  pages: {
    orders: 'الطلبات',
    addOrder: 'طلب جديد',
    orderDetails: 'تفاصيل الطلب',
    packages: 'الباقات',
    packageDetails: 'تفاصيل الباقة',
  },
};
