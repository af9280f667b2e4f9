import type { en } from './en';

export const ar: typeof en = {
  pages: {
    orders: 'الطلبات',
    addOrder: 'طلب جديد',
    orderDetails: 'تفاصيل الطلب',
    packages: 'الباقات',
    packageDetails: 'تفاصيل الباقة',
  },
};
