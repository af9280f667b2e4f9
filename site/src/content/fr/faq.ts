import type { FaqContent } from '../content-types';

export const faqFr: FaqContent = {
  groups: {
    general: 'Général',
    account: 'Compte et connexion',
    branches: 'Agences',
    'packages-orders': 'Forfaits et commandes',
    payments: 'Paiements',
  },
  entries: {
    'what-is-portal': {
      question: 'Que peut faire mon entreprise dans le portail ?',
      answer:
        'Gérer vos agences, obtenir des devis instantanés, acheter des forfaits de maintenance, de nettoyage et de lutte antiparasitaire, passer des commandes, suivre chaque visite, payer et échanger avec notre support, au même endroit.',
    },
    'service-area': {
      question: 'Quelles villes desservez-vous ?',
      answer:
        'Riyad uniquement, pour le moment. Une agence hors de Riyad ne peut pas être ajoutée à un forfait ou à une commande.',
    },
    languages: {
      question: 'Quelles langues le portail propose-t-il ?',
      answer:
        'L’arabe, l’anglais et le français. Changez de langue à tout moment depuis le menu des langues en haut de la page.',
    },
    'sign-in-code': {
      question: 'Pourquoi n’ai-je pas de mot de passe ?',
      answer:
        'Vous vous connectez à chaque fois avec un code à 4 chiffres reçu sur WhatsApp. Aucun mot de passe à oublier ni à divulguer.',
    },
    'code-not-received': {
      question: 'Je n’ai pas reçu le code. Que faire ?',
      answer:
        'Vérifiez que WhatsApp est actif sur le numéro que votre entreprise a enregistré pour vous, attendez 60 secondes et sélectionnez « Renvoyer le code ». Un code est valable 5 minutes.',
    },
    'add-colleagues': {
      question: 'Comment donner accès à mes collègues ?',
      answer:
        'Un administrateur les ajoute dans Gestion des utilisateurs → Utilisateurs par leur numéro de mobile, avec un rôle qui fixe ce qu’ils peuvent voir et faire et, si besoin, les agences sur lesquelles ils travaillent.',
    },
    'user-expiry': {
      question: 'Puis-je donner un accès temporaire à un sous-traitant ?',
      answer: 'Oui. Fixez une date d’expiration à l’utilisateur : passé cette date, il ne peut plus se connecter.',
    },
    'why-branches': {
      question: 'Pourquoi dois-je d’abord ajouter mes agences ?',
      answer:
        'Les prix sont calculés par agence selon la surface, les étages, la hauteur d’étage, l’âge du bâtiment et la zone, et chaque visite se fait dans une agence. Sans agence, il n’y a rien à chiffrer ni à visiter.',
    },
    'many-branches': {
      question: 'Nous avons des centaines d’agences. Faut-il les ajouter une par une ?',
      answer:
        'Non. Téléchargez le modèle de tableur depuis la page des agences, remplissez une ligne par agence et importez-le : jusqu’à 10 000 lignes par fichier. Si une ligne est erronée, rien n’est importé et chaque erreur est indiquée avec sa ligne et sa colonne.',
    },
    'need-action': {
      question: 'Mon forfait affiche « Action requise ». Pourquoi ?',
      answer:
        'Le forfait est actif mais aucune agence n’y est rattachée. Ajoutez des agences au forfait pour commencer à utiliser ses visites ou ses heures.',
    },
    'visits-or-hours': {
      question: 'Faut-il choisir un forfait en visites ou en heures ?',
      answer:
        'En visites convient aux travaux réguliers à calendrier fixe (par exemple une désinsectisation mensuelle). En heures convient aux travaux variés dont la durée change d’une visite à l’autre.',
    },
    'one-time-order': {
      question: 'Puis-je commander un service ponctuel sans forfait ?',
      answer: 'Oui. Passez une commande ponctuelle pour une agence ; elle est chiffrée et payée séparément.',
    },
    'track-order': {
      question: 'Comment suivre une commande ?',
      answer:
        'Ouvrez la commande : son statut indique où en est la visite (attribuée, en route, en cours, terminée…), et ses onglets affichent paiements, transactions, messages, journaux et historique des statuts.',
    },
    'location-limit': {
      question: 'Pourquoi ne puis-je choisir que quelques agences pour un forfait ?',
      answer:
        'Chaque forfait couvre un nombre fixe d’emplacements. Le portail affiche « Vous ne pouvez choisir que (n) emplacements » lorsque vous l’atteignez. Achetez un autre forfait pour d’autres agences.',
    },
    'payment-methods': {
      question: 'Comment pouvons-nous payer ?',
      answer:
        'Depuis le portefeuille de l’entreprise, par virement bancaire, par carte ou en espèces lors de la visite.',
    },
    'transfer-time': {
      question: 'Combien de temps faut-il pour confirmer un virement ?',
      answer:
        'Jusqu’à 24 heures. En attendant, la recharge apparaît comme en attente ; un forfait payé par virement est activé une fois le virement confirmé.',
    },
    vat: {
      question: 'Les prix incluent-ils la TVA ?',
      answer:
        'Les prix sont en riyals saoudiens (SAR). Une TVA de 15 % s’ajoute après remise éventuelle et figure sur une ligne distincte de chaque commande et facture.',
    },
    'insufficient-credit': {
      question: 'Que signifie « Crédit du forfait insuffisant » ?',
      answer:
        'Le solde du portefeuille ou la ligne de crédit est inférieur au montant à payer. Rechargez le portefeuille (carte ou virement), puis réessayez.',
    },
  },
};
