import type { en } from './en';
import { quotationsFr } from './quotations.fr';

export const fr: typeof en = {
  ...quotationsFr,
  pages: {
    orders: 'Commandes',
    addOrder: 'Nouvelle commande',
    orderDetails: 'Détails de la commande',
    packages: 'Forfaits',
    packageDetails: 'Détails du forfait',
  },
};
