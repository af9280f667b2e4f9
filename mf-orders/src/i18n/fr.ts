import type { en } from './en';
import { ordersFr } from './orders.fr';
import { packagesFr } from './packages.fr';

export const fr: typeof en = {
  ...packagesFr,
  ...ordersFr,
  pages: {
    orders: 'Commandes',
    addOrder: 'Nouvelle commande',
    orderDetails: 'Détails de la commande',
    packages: 'Forfaits',
    packageDetails: 'Détails du forfait',
  },
};
