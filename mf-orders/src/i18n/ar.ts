import type { en } from './en';
import { ordersAr } from './orders.ar';
import { packagesAr } from './packages.ar';

export const ar: typeof en = {
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
