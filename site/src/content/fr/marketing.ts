import type { LandingContent, PaymentContent, PricingContent } from '../content-types';

export const landingFr: LandingContent = {
  title: 'Maintenance, nettoyage et lutte antiparasitaire pour chaque agence de votre entreprise à Riyad',
  subtitle:
    'Un seul portail pour vos services généraux : ajoutez vos agences, obtenez un devis instantané, achetez un forfait en visites ou en heures et suivez chaque visite jusqu’à son terme.',
  servicesTitle: 'Des services pour les entreprises',
  services: {
    maintenance: {
      title: 'Maintenance',
      text: 'Maintenance préventive et corrective de vos bâtiments : électricité, plomberie, climatisation et plus encore.',
    },
    cleaning: {
      title: 'Nettoyage',
      text: 'Nettoyage régulier ou ponctuel des bureaux, magasins, entrepôts et parties communes.',
    },
    'pest-control': {
      title: 'Lutte antiparasitaire',
      text: 'Traitements planifiés et interventions d’urgence pour garder vos sites sains et conformes.',
    },
  },
  howTitle: 'Comment ça marche',
  howSteps: [
    { title: 'Inscrivez-vous', text: 'Créez le compte de votre entreprise avec votre mobile et un code WhatsApp.' },
    { title: 'Ajoutez vos agences', text: 'Une par une ou toutes à la fois depuis le modèle de tableur.' },
    {
      title: 'Obtenez un devis instantané',
      text: 'Les prix sont calculés selon les caractéristiques de chaque agence.',
    },
    { title: 'Choisissez un forfait', text: 'En visites ou en heures, sur la durée qui vous convient.' },
    { title: 'Passez vos commandes', text: 'Suivez chaque visite de l’attribution à la fin, puis évaluez-la.' },
    { title: 'Payez comme vous voulez', text: 'Portefeuille, virement bancaire, carte ou espèces.' },
  ],
  whyTitle: 'Pensé pour les entreprises',
  why: [
    {
      title: 'Toute votre équipe',
      text: 'Rôles et autorisations par module, et utilisateurs limités à leurs agences.',
    },
    {
      title: 'Des coûts clairs',
      text: 'Devis par agence, TVA sur une ligne distincte, factures et transactions au même endroit.',
    },
    { title: 'Toujours informé', text: 'Statuts des commandes, notifications et messagerie avec notre support.' },
  ],
  areaNote: 'Nos services sont actuellement disponibles à Riyad uniquement.',
  closingTitle: 'Prêt à prendre soin de vos agences ?',
  closingText: 'L’inscription prend deux minutes. Il vous suffit de votre numéro de mobile avec WhatsApp.',
};

export const pricingFr: PricingContent = {
  title: 'Tarifs',
  intro:
    'Pas de grille tarifaire unique : chaque agence est différente. Votre prix est calculé instantanément, agence par agence, à partir des informations que vous saisissez. Voici comment.',
  packagesTitle: 'Deux types de forfaits',
  byVisits: {
    title: 'Forfaits en visites',
    text: 'Un nombre de visites sur plusieurs mois, à la fréquence de votre choix. Idéal pour les travaux réguliers et prévisibles, comme une désinsectisation mensuelle ou un nettoyage hebdomadaire.',
  },
  byHours: {
    title: 'Forfaits en heures',
    text: 'Un nombre d’heures de travail utilisées au fil des visites selon les besoins. Idéal pour une maintenance variée dont la durée change d’une visite à l’autre.',
  },
  factorsTitle: 'De quoi dépend votre prix',
  factorsIntro: 'Le devis est calculé pour chaque agence à partir de :',
  factors: [
    'Le type d’activité et le type d’unité',
    'Les services choisis et leur quantité',
    'Le nombre de visites ou d’heures, et la fréquence',
    'La durée du forfait, en mois',
    'La zone de Riyad où se trouve l’agence',
    'Le bâtiment : surface en m², âge, nombre d’étages et hauteur d’étage',
  ],
  frequenciesTitle: 'Fréquences de visite',
  frequenciesIntro: 'Les forfaits en visites sont planifiés selon l’une de ces fréquences :',
  frequencies: {
    on_demand: { title: 'À la demande', text: 'Vous demandez chaque visite quand vous en avez besoin.' },
    one_time: { title: 'Ponctuelle', text: 'Une seule visite.' },
    daily: { title: 'Quotidienne', text: 'Une visite par jour.' },
    weekly: { title: 'Hebdomadaire', text: 'Une visite par semaine.' },
    weekly_twice: { title: 'Deux fois par semaine', text: 'Deux visites par semaine.' },
    monthly: { title: 'Mensuelle', text: 'Une visite par mois.' },
    monthly_twice: { title: 'Deux fois par mois', text: 'Deux visites par mois.' },
    quarterly: { title: 'Trimestrielle', text: 'Une visite tous les trois mois.' },
    quarterly_twice: { title: 'Deux fois par trimestre', text: 'Deux visites tous les trois mois.' },
    semi_annually: { title: 'Semestrielle', text: 'Deux visites par an.' },
    yearly: { title: 'Annuelle', text: 'Une visite par an.' },
    emergency_2: { title: 'Lot d’urgence de 2', text: 'Deux visites d’urgence à utiliser en cas de panne.' },
    emergency_4: { title: 'Lot d’urgence de 4', text: 'Quatre visites d’urgence à utiliser en cas de panne.' },
    emergency_6: { title: 'Lot d’urgence de 6', text: 'Six visites d’urgence à utiliser en cas de panne.' },
  },
  taxTitle: 'Devise et TVA',
  taxText:
    'Tous les prix sont en riyals saoudiens (SAR). Une TVA de 15 % s’ajoute au montant après remise éventuelle et figure sur une ligne distincte du devis, de la commande et de la facture.',
  taxExample:
    'Exemple de calcul uniquement : un sous-total de {{subtotal}} donne une TVA de {{vat}}, soit un total de {{total}}.',
  paymentTitle: 'Payer un forfait',
  paymentText:
    'Payez depuis votre portefeuille, par virement bancaire, par carte ou en espèces. Certains forfaits demandent un acompte ou permettent une ligne de crédit. Un forfait payé par virement est activé sous 24 heures.',
};

export const paymentFr: PaymentContent = {
  checkoutTitle: 'Comment se passe le paiement',
  checkoutIntro:
    'Vous payez vos forfaits et commandes dans le portail, après vous être connecté. Cette page explique à quoi vous attendre au moment de payer.',
  checkoutStepsTitle: 'Le paiement, étape par étape',
  checkoutSteps: [
    'Connectez-vous et choisissez un forfait à partir de votre devis, ou créez une commande pour une agence.',
    'Vérifiez le récapitulatif : services, agences, sous-total, remise, TVA (15 %) et total en SAR.',
    'Choisissez le mode de paiement : portefeuille, virement bancaire, carte ou espèces.',
    'Confirmez. Les paiements par carte et par portefeuille sont confirmés immédiatement ; un virement sous 24 heures ; les espèces à l’encaissement par l’équipe.',
    'Suivez l’état du paiement sur la commande ou le forfait, et retrouvez la facture dans Comptabilité → Factures.',
  ],
  paymentTitle: 'Modes de paiement',
  paymentIntro:
    'Quatre façons de payer vos forfaits et commandes. Choisissez celle qui correspond aux procédures de votre entreprise.',
  methodsTitle: 'Les modes de paiement',
  methods: {
    wallet: {
      title: 'Portefeuille',
      text: 'Le solde de votre entreprise en SAR. Rechargez-le par carte ou par virement, puis utilisez-le pour payer n’importe quelle commande ou forfait.',
      confirmation: 'Confirmé immédiatement si le solde couvre le montant.',
    },
    transfer: {
      title: 'Virement bancaire',
      text: 'Virez depuis le compte de votre entreprise et enregistrez le virement dans le portail avec ses références et son justificatif.',
      confirmation: 'Confirmé par notre service financier sous 24 heures.',
    },
    credit_card: {
      title: 'Carte',
      text: 'Payez via la passerelle de paiement sécurisée. Le portail n’enregistre jamais votre numéro de carte.',
      confirmation: 'Confirmé dès que la passerelle approuve le paiement.',
    },
    cash: {
      title: 'Espèces',
      text: 'Payez l’équipe en espèces lors de la visite. Le paiement est enregistré sur la commande.',
      confirmation: 'Confirmé lorsque l’équipe enregistre l’encaissement.',
    },
  },
  noPaymentHere: 'Cette page est purement informative : aucun paiement n’est effectué ici.',
  signInPrompt: 'Connectez-vous pour payer une commande ou un forfait, ou inscrivez votre entreprise pour commencer.',
};
