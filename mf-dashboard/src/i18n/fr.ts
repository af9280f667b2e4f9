import type { en } from './en';

export const fr: typeof en = {
  analytics: {
    title: 'Tableau de bord analytique',
    welcome: 'Bienvenue, {{name}}',
    company: "{{company}} · toutes les agences d'un coup d'œil",
    walletBalance: 'Solde du portefeuille',
    creditLine: 'Ligne de crédit',
    members: "Membres de l'équipe",
    activeMembers: '{{count}} actifs',
    roles: 'Rôles',
    loadFailed: 'Les chiffres du tableau de bord n’ont pas pu être chargés.',
  },
};
