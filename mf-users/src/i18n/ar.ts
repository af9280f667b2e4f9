import type { en } from './en';

export const ar: typeof en = {
  pages: {
    users: 'المستخدمون',
    roles: 'الأدوار والصلاحيات',
    residents: 'السكان',
  },
};
