import type { HelpContent } from '../content-types';

export const helpFr: HelpContent = {
  categories: {
    'getting-started': {
      title: 'Premiers pas',
      description: 'Inscrivez votre entreprise, connectez-vous et vérifiez la zone desservie.',
    },
    branches: {
      title: 'Agences',
      description: 'Ajoutez vos agences une par une ou à partir du modèle de tableur.',
    },
    'orders-packages': {
      title: 'Forfaits et commandes',
      description: 'Devis, forfaits en visites ou en heures, et signification de chaque statut de commande.',
    },
    'payments-wallet': {
      title: 'Paiements et portefeuille',
      description: 'Recharge du portefeuille, virements, paiements par carte ou en espèces, TVA.',
    },
    team: { title: 'Votre équipe', description: 'Utilisateurs, rôles et ce que chacun est autorisé à faire.' },
  },
  articles: {
    'sign-in-with-whatsapp-code': {
      title: 'Se connecter avec le code WhatsApp',
      summary: 'Aucun mot de passe à retenir : vous vous connectez avec un code à 4 chiffres reçu sur WhatsApp.',
      body: [
        {
          kind: 'paragraph',
          text: 'Chaque connexion utilise votre numéro de mobile saoudien et un code à usage unique. Le code est envoyé par message WhatsApp à ce numéro : gardez WhatsApp actif sur le téléphone qui le porte.',
        },
        {
          kind: 'steps',
          items: [
            'Ouvrez la page de connexion et saisissez votre numéro de mobile, par exemple 05XXXXXXXX.',
            'Sélectionnez « Envoyer le code ». Un message WhatsApp avec un code à 4 chiffres arrive en quelques secondes.',
            'Tapez les 4 chiffres dans le champ du code et sélectionnez « Se connecter ».',
            'Vous arrivez sur le tableau de bord de votre entreprise.',
          ],
        },
        { kind: 'heading', text: 'Si le code n’arrive pas' },
        {
          kind: 'list',
          items: [
            'Vérifiez que le numéro est bien celui que votre entreprise a enregistré pour vous : un numéro inconnu du portail ne reçoit aucun code.',
            'Patientez une minute : le bouton « Renvoyer le code » devient disponible après 60 secondes.',
            'Un code est valable 5 minutes et pour 5 essais erronés. Ensuite, demandez-en un nouveau.',
            'Pour votre sécurité, le nombre de codes envoyés à un même numéro par heure est limité. Si vous atteignez la limite, réessayez plus tard.',
          ],
        },
        {
          kind: 'note',
          text: 'Personne de notre équipe ne vous demandera jamais ce code. Ne le partagez pas, même avec un collègue : chacun se connecte avec son propre numéro.',
        },
      ],
    },
    'register-your-company': {
      title: 'Inscrire votre entreprise',
      summary: 'Une seule inscription crée le compte de votre entreprise et vous en fait l’administrateur.',
      body: [
        {
          kind: 'paragraph',
          text: 'L’inscription s’adresse aux entreprises qui ont besoin de maintenance, de nettoyage ou de lutte antiparasitaire sur un ou plusieurs sites à Riyad. La personne qui s’inscrit devient l’administrateur de l’entreprise (gestionnaire du compte).',
        },
        {
          kind: 'steps',
          items: [
            'Ouvrez « Inscrire votre entreprise » depuis la page d’accueil ou la page de connexion.',
            'Saisissez le nom de l’entreprise, le nom du propriétaire, votre numéro de mobile et, si vous le souhaitez, une adresse e-mail.',
            'Confirmez votre numéro avec le code à 4 chiffres envoyé sur votre WhatsApp.',
            'Complétez plus tard les informations du compte dans les Paramètres : adresse, contact, numéro et certificat du registre du commerce (CR), numéro et certificat de TVA.',
          ],
        },
        {
          kind: 'note',
          text: 'Les factures fiscales portent le numéro de TVA saisi dans les informations du compte : ajoutez-le avant votre première commande payante.',
        },
      ],
    },
    'riyadh-service-area': {
      title: 'Zone desservie : Riyad uniquement',
      summary:
        'Nos prestataires interviennent actuellement sur les sites situés à Riyad. Les autres villes ne sont pas encore desservies.',
      body: [
        {
          kind: 'paragraph',
          text: 'Chaque visite est assurée par une équipe de prestataires basée à Riyad. C’est pourquoi une agence doit être située à Riyad pour être ajoutée à un forfait ou à une commande.',
        },
        {
          kind: 'list',
          items: [
            'Lorsque vous ajoutez une agence, choisissez la ville de Riyad et le quartier (zone) où elle se trouve.',
            'Une agence située dans une autre ville est refusée avec le message « Nos services ne sont disponibles qu’à Riyad ».',
            'Chaque forfait indique les zones autorisées ; une agence doit se trouver dans l’une d’elles pour y être rattachée.',
          ],
        },
        {
          kind: 'note',
          text: 'Si votre entreprise a aussi des sites hors de Riyad, vous pouvez tout de même vous inscrire et gérer vos agences de Riyad dans le portail.',
        },
      ],
    },
    'add-a-branch': {
      title: 'Ajouter une agence',
      summary:
        'Les agences sont les sites où nous intervenons. Leurs caractéristiques déterminent vos devis et vos forfaits.',
      body: [
        {
          kind: 'paragraph',
          text: 'Une agence est un site de votre entreprise : un magasin, un bureau, un entrepôt, un immeuble. Les devis sont calculés par agence : des informations exactes donnent des prix exacts.',
        },
        {
          kind: 'steps',
          items: [
            'Allez dans Gestion des agences → Agences et sélectionnez « Ajouter ».',
            'Saisissez le nom et, si vous en utilisez un, votre code interne d’agence.',
            'Choisissez le type d’agence, puis la ville (Riyad) et la zone.',
            'Renseignez le bâtiment : adresse, numéro du bâtiment, surface en m², hauteur, âge ou date de construction, nombre d’étages et hauteur d’étage en mètres.',
            'Enregistrez. L’agence apparaît dans la liste et peut désormais servir dans les devis, les forfaits et les commandes.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Dans une agence, vous pouvez ajouter des unités (étages, appartements ou boutiques, par exemple) et leurs espaces, lorsque le service porte sur une partie du bâtiment.',
        },
        {
          kind: 'note',
          text: 'Ajouter ou modifier des agences demande l’autorisation correspondante sur le module Agences. Adressez-vous à votre administrateur si le bouton « Ajouter » n’apparaît pas.',
        },
      ],
    },
    'bulk-upload-branches': {
      title: 'Importer de nombreuses agences depuis le modèle de tableur',
      summary: 'Ajoutez des dizaines ou des milliers d’agences d’un coup grâce au modèle .xlsx.',
      body: [
        {
          kind: 'paragraph',
          text: 'Quand vous avez de nombreux sites, l’import groupé vous évite la saisie : téléchargez le modèle de tableur, remplissez une ligne par agence et importez-le.',
        },
        {
          kind: 'steps',
          items: [
            'Allez dans Gestion des agences → Agences et ouvrez l’import groupé.',
            'Téléchargez le modèle. Ses en-têtes de colonnes sont dans la langue de votre interface ; conservez-les, dans le même ordre.',
            'Remplissez une ligne par agence. Utilisez exactement les noms du type d’agence, de la ville et de la zone tels qu’ils apparaissent dans le portail.',
            'Enregistrez le fichier au format .xlsx et importez-le.',
          ],
        },
        {
          kind: 'terms',
          items: [
            { term: 'Obligatoire', detail: 'Nom, type d’agence, ville et zone.' },
            {
              term: 'Facultatif',
              detail:
                'Code, adresse, numéro du bâtiment, surface (m²), hauteur (m), date de construction (AAAA-MM-JJ), âge du bâtiment (années), étages, hauteur d’étage (m), latitude et longitude.',
            },
            { term: 'Limites', detail: 'Jusqu’à 10 000 lignes et 5 Mo par fichier.' },
          ],
        },
        { kind: 'heading', text: 'Quand le fichier contient des erreurs' },
        {
          kind: 'paragraph',
          text: 'L’import est tout ou rien : si une seule ligne est erronée, aucune agence n’est importée. Le portail liste chaque erreur avec son numéro de ligne (l’en-tête est la ligne 1) et sa colonne, pour que vous corrigiez le fichier et l’importiez à nouveau.',
        },
        { kind: 'note', text: 'L’import groupé demande l’autorisation d’import sur le module Agences.' },
      ],
    },
    'packages-visits-and-hours': {
      title: 'Forfaits : en visites ou en heures',
      summary: 'Comment fonctionnent les devis, les forfaits, les fréquences de visite et le crédit du forfait.',
      body: [
        {
          kind: 'paragraph',
          text: 'Un forfait est un plan de services prépayé pour une ou plusieurs de vos agences sur une durée de plusieurs mois. Il part d’un devis instantané calculé à partir des caractéristiques de vos agences.',
        },
        { kind: 'heading', text: 'Obtenir un devis instantané' },
        {
          kind: 'steps',
          items: [
            'Choisissez le type d’activité, le type d’unité et les agences (et unités) à couvrir.',
            'Choisissez la durée, puis vérifiez la zone, l’âge du bâtiment, le nombre d’étages et la hauteur d’étage.',
            'Choisissez les services et, pour chacun, le nombre de visites ou d’heures.',
            'Examinez le devis. L’approuver vous permet d’acheter le forfait ; le rejeter demande d’abord une confirmation.',
          ],
        },
        { kind: 'heading', text: 'Visites ou heures' },
        {
          kind: 'terms',
          items: [
            {
              term: 'En visites',
              detail:
                'Vous achetez un nombre de visites, planifiées à une fréquence choisie (hebdomadaire, mensuelle, trimestrielle…) ou à la demande. Chaque visite effectuée est décomptée.',
            },
            {
              term: 'En heures',
              detail:
                'Vous achetez un nombre d’heures de travail que les équipes utilisent au fil des visites. Les heures travaillées sont décomptées.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'La page du forfait indique, pour chaque service, ce qui est utilisé et ce qui reste disponible, la durée en mois, les agences (emplacements) rattachées et les conditions.',
        },
        {
          kind: 'list',
          items: [
            'Un forfait autorise un nombre fixe d’emplacements : vous ne pouvez choisir que ce nombre d’agences.',
            'Un forfait actif sans agence affiche « Action requise » : ajoutez des agences pour commencer à l’utiliser.',
            'Certains forfaits permettent une ligne de crédit, ou demandent d’abord un acompte.',
            'Un forfait payé par virement est activé sous 24 heures, une fois le virement confirmé.',
          ],
        },
      ],
    },
    'order-statuses': {
      title: 'Ce que signifie chaque statut de commande',
      summary:
        'Du brouillon à l’évaluation : les statuts affichés sur vos commandes et ce qu’il faut faire à chaque étape.',
      body: [
        {
          kind: 'paragraph',
          text: 'Chaque commande affiche son statut actuel dans la liste des commandes et dans son détail, où l’onglet Historique des statuts liste chaque changement avec sa date. Une commande ne passe pas forcément par tous les statuts : une visite sans inspection ou sans acompte saute ces étapes.',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Brouillon', detail: 'La commande est en préparation et n’a pas encore été envoyée.' },
            { term: 'Créée', detail: 'La commande a été envoyée et attend sa confirmation.' },
            { term: 'Confirmée', detail: 'La commande est acceptée et va être planifiée.' },
            { term: 'Attribuée', detail: 'Une équipe de prestataires est affectée à la visite.' },
            { term: 'Acompte payé', detail: 'L’acompte a été reçu.' },
            { term: 'En route', detail: 'L’équipe se rend à votre agence.' },
            { term: 'Arrivée', detail: 'L’équipe est sur place.' },
            { term: 'En cours', detail: 'Les travaux ont commencé.' },
            { term: 'Inspection commencée', detail: 'L’équipe inspecte le site avant ou pendant les travaux.' },
            {
              term: 'Inspection terminée',
              detail:
                'L’inspection est finie ; les modifications de services ou de visites proposées peuvent attendre votre accord.',
            },
            { term: 'Solde payé', detail: 'Le montant restant a été payé.' },
            { term: 'Terminée', detail: 'Les travaux sont achevés.' },
            {
              term: 'Évaluée',
              detail:
                'Vous avez évalué la visite. Merci : les évaluations nous aident à choisir les meilleures équipes.',
            },
            { term: 'Annulée', detail: 'La commande a été annulée et ne sera pas réalisée.' },
            { term: 'Échouée', detail: 'La commande n’a pas pu être réalisée. Notre support vous contacte.' },
            { term: 'Échec de l’acompte', detail: 'L’acompte n’est pas passé. Payez à nouveau depuis la commande.' },
            {
              term: 'Échec de l’attribution',
              detail: 'Aucune équipe n’a pu être affectée à l’heure demandée. Replanifiez ou contactez le support.',
            },
            {
              term: 'Échec du brouillon',
              detail: 'Le brouillon n’a pas pu devenir une commande. Vérifiez-le et réessayez.',
            },
            {
              term: 'En attente',
              detail: 'La commande est suspendue, par exemple le temps de répondre à une question.',
            },
          ],
        },
        {
          kind: 'note',
          text: 'Quand l’équipe propose une modification des services ou des visites, la commande vous attend : approuvez-la ou refusez-la depuis le détail de la commande.',
        },
      ],
    },
    'wallet-recharge-and-bank-transfer': {
      title: 'Recharger le portefeuille et confirmer un virement',
      summary:
        'Rechargez le portefeuille de l’entreprise par carte ou par virement ; les virements sont confirmés sous 24 heures.',
      body: [
        {
          kind: 'paragraph',
          text: 'Votre entreprise dispose d’un portefeuille en riyals saoudiens (SAR). Il permet de payer commandes et forfaits, et chaque mouvement (recharge, paiement de commande, remise, remboursement) apparaît dans les transactions du portefeuille.',
        },
        { kind: 'heading', text: 'Recharger par virement bancaire' },
        {
          kind: 'steps',
          items: [
            'Effectuez le virement depuis le compte bancaire de votre entreprise.',
            'Dans le portail, ouvrez Comptabilité → Portefeuille, choisissez « Recharger », puis le mode « Virement bancaire ».',
            'Saisissez le montant et les références du virement, et joignez le justificatif si vous l’avez.',
            'La recharge apparaît comme transaction en attente (temporaire). Notre service financier la rapproche du relevé bancaire et la confirme sous 24 heures.',
            'Une fois confirmée, la somme est ajoutée à votre solde et vous recevez une notification.',
          ],
        },
        { kind: 'heading', text: 'Recharger par carte' },
        {
          kind: 'paragraph',
          text: 'Une recharge par carte passe par la passerelle de paiement sécurisée et s’ajoute au solde dès que la passerelle la confirme. Le portail n’enregistre jamais votre numéro de carte.',
        },
        {
          kind: 'note',
          text: 'Si un paiement dépasse votre solde, le portail affiche « Crédit du forfait insuffisant. Rechargez votre ligne de crédit pour continuer. » Rechargez d’abord, puis payez à nouveau.',
        },
      ],
    },
    'payment-methods-and-vat': {
      title: 'Modes de paiement et TVA',
      summary: 'Portefeuille, virement, carte ou espèces : comment fonctionne chaque mode, et comment la TVA s’ajoute.',
      body: [
        {
          kind: 'terms',
          items: [
            { term: 'Portefeuille', detail: 'Payé immédiatement depuis le solde de l’entreprise.' },
            {
              term: 'Virement bancaire',
              detail: 'Confirmé par notre service financier sous 24 heures après le virement.',
            },
            { term: 'Carte', detail: 'Payé via la passerelle de paiement sécurisée ; confirmé à sa réponse.' },
            {
              term: 'Espèces',
              detail: 'Payé à l’équipe lors de la visite et enregistré sur la commande une fois encaissé.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Une commande peut être payée en une fois ou en plusieurs : un acompte avant la visite et un solde après. Le détail de la commande indique le sous-total, la remise, la TVA, le total, le montant payé et le reste dû.',
        },
        { kind: 'heading', text: 'TVA' },
        {
          kind: 'paragraph',
          text: 'Les prix sont en riyals saoudiens (SAR). Une TVA de 15 % s’ajoute au montant après remise éventuelle et figure sur une ligne distincte de chaque commande et facture.',
        },
        {
          kind: 'note',
          text: 'Les factures se trouvent dans Comptabilité → Factures avec leur statut : impayée, partielle, payée ou en retard.',
        },
      ],
    },
    'roles-and-permissions': {
      title: 'Rôles et autorisations',
      summary: 'Donnez à chaque collègue l’accès exact aux modules et aux actions dont il a besoin.',
      body: [
        {
          kind: 'paragraph',
          text: 'Chaque utilisateur appartient à votre entreprise avec un rôle. Un rôle est un ensemble d’autorisations ; une autorisation est une action sur un module, par exemple « consulter » les Commandes ou « ajouter » des Agences. Ce qu’un utilisateur ne peut pas faire est masqué du menu, et ouvrir la page directement affiche « Vous n’êtes pas autorisé ».',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Administrateur',
              detail: 'Le gestionnaire du compte. Gère les utilisateurs, les rôles et le compte de l’entreprise.',
            },
            {
              term: 'Employé, chef d’équipe, technicien',
              detail: 'Rôles du personnel ; leurs autorisations sont celles que vous leur donnez.',
            },
            {
              term: 'Utilisateur de l’entreprise',
              detail: 'Un membre du personnel limité aux autorisations de son rôle.',
            },
            { term: 'Résident de l’entreprise', detail: 'Un résident ou locataire de l’une de vos agences.' },
          ],
        },
        {
          kind: 'list',
          items: [
            'Les actions comprennent consulter, ajouter, modifier, supprimer, imprimer, exporter et importer, ainsi que des actions de paiement comme confirmer un paiement.',
            'Un utilisateur peut être limité à certaines agences : il ne voit alors que ces agences et leurs commandes.',
            'Un utilisateur peut avoir une date d’expiration, pratique pour les sous-traitants : passé cette date, il ne peut plus se connecter.',
          ],
        },
        {
          kind: 'steps',
          items: [
            'Ouvrez Gestion des utilisateurs → Rôles et autorisations et créez un rôle en cochant les actions par module.',
            'Ouvrez Utilisateurs → Ajouter, recherchez la personne par son numéro de mobile et choisissez le rôle et les agences.',
            'La personne se connecte avec son propre numéro et le code WhatsApp.',
          ],
        },
        {
          kind: 'note',
          text: 'Les changements d’autorisations s’appliquent à la prochaine connexion de la personne ou lorsqu’elle actualise le portail.',
        },
      ],
    },
  },
};
