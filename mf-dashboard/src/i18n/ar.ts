import type { en } from './en';

export const ar: typeof en = {
  analytics: {
    title: 'لوحة التحليلات',
    welcome: 'مرحبًا، {{name}}',
    company: '{{company}} · كل الفروع في لمحة',
    walletBalance: 'رصيد المحفظة',
    creditLine: 'حد الائتمان',
    members: 'أعضاء الفريق',
    activeMembers: '{{count}} نشط',
    roles: 'الأدوار',
    loadFailed: 'تعذّر تحميل أرقام لوحة التحكم.',
  },
};
