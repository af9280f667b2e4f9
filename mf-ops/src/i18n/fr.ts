import type { en } from './en';

export const fr: typeof en = {
  pages: {
    transfers: 'Virements bancaires',
  },
  common: {
    cancel: 'Annuler',
    noAccess: 'Votre rôle ne comprend pas cette file.',
    loadFailed: 'La liste n’a pas pu être chargée.',
  },
  queue: {
    waited: {
      minutes: '{{value}} min',
      hours: '{{value}} h',
      days: '{{value}} j',
    },
  },
  transfers: {
    subtitle:
      'Les reçus envoyés par les entreprises pour recharger leur portefeuille : les plus anciens d’abord. En retard après 24 heures.',
    tableLabel: 'Virements bancaires',
    empty: 'Aucun virement en attente.',
    company: 'Entreprise',
    reference: 'Référence',
    amount: 'Montant',
    waited: 'Attente',
    status: 'Statut',
    receipt: 'Reçu',
    receiptImage: 'Le reçu envoyé',
    openReceipt: 'Ouvrir le reçu {{name}}',
    actions: 'Décision',
    submitted: 'Envoyé le',
    note: 'Note de l’entreprise',
    overdue: 'En retard',
    overdueOnly: 'En retard seulement',
    anyAge: 'Tous',
    anyStatus: 'Tous les statuts',
    confirm: 'Confirmer',
    reject: 'Refuser',
    confirmOne: 'Confirmer le virement {{reference}}',
    rejectOne: 'Refuser le virement {{reference}}',
    confirmTitle: 'Confirmer ce virement bancaire',
    rejectTitle: 'Refuser ce virement bancaire',
    confirmHint: 'Le montant est crédité au portefeuille de l’entreprise avec sa facture, une seule fois.',
    confirmSubmit: 'Confirmer le virement',
    rejectSubmit: 'Refuser le virement',
    reason: 'Motif',
    reasonHint: 'L’entreprise voit ce motif.',
    reasonRequired: 'Écrivez le motif que verra l’entreprise.',
    confirmed: 'Virement confirmé : le portefeuille est crédité.',
    rejected: 'Virement refusé : l’entreprise voit le motif.',
  },
};
