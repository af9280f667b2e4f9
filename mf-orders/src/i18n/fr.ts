import type { en } from './en';

export const fr: typeof en = {
  pages: {
    orders: 'Commandes',
    addOrder: 'Nouvelle commande',
    orderDetails: 'Détails de la commande',
    packages: 'Forfaits',
    packageDetails: 'Détails du forfait',
  },
};
