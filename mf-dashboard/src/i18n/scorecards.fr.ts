import type { scorecardsEn } from './scorecards.en';

export const scorecardsFr: typeof scorecardsEn = {
  title: 'Bilans des agences',
  intro: 'Comparez vos agences sur l’année : cliquez sur une colonne pour trier.',
  table: 'Bilans des agences pour {{year}}',
  branch: 'Agence',
  orders: 'Commandes',
  spend: 'Dépenses',
  rating: 'Note moyenne',
  onTime: 'Arrivée à l’heure',
  firstTimeFix: 'Réparé du premier coup',
  ratings: 'Notes : {{count}}',
  ofVisits_one: '{{part}} sur {{whole}} visite',
  ofVisits_other: '{{part}} sur {{whole}} visites',
  ofVisits_zero: '{{part}} sur {{whole}} visites',
  ofVisits_two: '{{part}} sur {{whole}} visites',
  ofVisits_few: '{{part}} sur {{whole}} visites',
  ofVisits_many: '{{part}} sur {{whole}} visites',
  ofCompleted: '{{part}} sur {{whole}} terminées',
  notMeasured: '—',
  best: 'Meilleure',
  worst: 'Plus faible',
  sortedBy: 'Trié par {{column}}',
  helpTitle: 'Comment ces chiffres sont calculés',
  helpOrders:
    'Commandes et dépenses : les commandes créées dans l’année ; les dépenses sont le total de celles qui ne sont ni annulées, ni en échec, ni restées brouillons (comme l’aperçu des coûts), plus la part de l’agence dans les forfaits achetés dans l’année : un forfait partagé entre plusieurs agences est réparti à parts égales entre elles.',
  helpRating: 'Note moyenne : les étoiles (1 à 5) données aux commandes notées de l’année.',
  helpOnTime:
    'Arrivée à l’heure : part des visites où la dernière arrivée du prestataire tombe dans le créneau réservé (de son début à sa fin).',
  helpFirstTimeFix:
    'Réparé du premier coup : part des commandes terminées après lesquelles la même agence n’a eu aucune autre visite pour l’un de leurs services dans les {{days}} jours suivant la visite. Les commandes annulées et les visites planifiées de forfait ne comptent pas comme retours.',
  emptyTitle: 'Aucune agence à comparer pour l’instant',
  emptyBody:
    'Ajoutez une agence et passez-lui des commandes : son bilan apparaîtra ici. Vous pouvez aussi choisir une autre année ci-dessus.',
  addBranch: 'Voir les agences',
  loadFailed: 'Les bilans n’ont pas pu être chargés.',
};
