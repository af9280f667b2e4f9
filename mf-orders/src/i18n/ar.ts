import type { en } from './en';
import { quotationsAr } from './quotations.ar';

export const ar: typeof en = {
  ...quotationsAr,
  pages: {
    orders: 'الطلبات',
    addOrder: 'طلب جديد',
    orderDetails: 'تفاصيل الطلب',
    packages: 'الباقات',
    packageDetails: 'تفاصيل الباقة',
  },
};
