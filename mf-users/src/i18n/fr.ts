import type { en } from './en';

export const fr: typeof en = {
  pages: {
    users: 'Utilisateurs',
    roles: 'Rôles et autorisations',
    residents: 'Résidents',
  },
};
