import type { en } from './en';

export const ar: typeof en = {
  pages: {
    branches: 'الفروع',
    branchList: 'قائمة الفروع',
    selectBranches: 'اختيار الفروع',
    branchDetails: 'تفاصيل الفرع',
  },
};
