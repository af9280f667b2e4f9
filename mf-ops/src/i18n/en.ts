export const en = {
  pages: {
    home: 'Ops',
  },
  home: {
    intro: 'The ops module.',
  },
};
