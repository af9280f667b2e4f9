import type { en } from './en';
import { packagesAr } from './packages.ar';
import { quotationsAr } from './quotations.ar';

export const ar: typeof en = {
  ...quotationsAr,
  ...packagesAr,
  pages: {
    orders: 'الطلبات',
    addOrder: 'طلب جديد',
    orderDetails: 'تفاصيل الطلب',
    packages: 'الباقات',
    packageDetails: 'تفاصيل الباقة',
  },
};
