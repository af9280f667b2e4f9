import type { en } from './en';

export const ar: typeof en = {
  pages: {
    home: 'Ops',
  },
  home: {
    intro: 'وحدة ops.',
  },
};
