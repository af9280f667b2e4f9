import type { en } from './en';

export const fr: typeof en = {
  pages: {
    branches: 'Agences',
    branchList: 'Liste des agences',
    selectBranches: 'Choisir des agences',
    branchDetails: "Détails de l'agence",
  },
};
