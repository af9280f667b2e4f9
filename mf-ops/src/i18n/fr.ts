import type { en } from './en';

export const fr: typeof en = {
  pages: {
    home: 'Ops',
  },
  home: {
    intro: 'Le module ops.',
  },
};
