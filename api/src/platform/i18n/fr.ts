import {
  moneyMessagesFr,
  orderMessagesFr,
  refundMessagesFr,
  spendingMessagesFr,
  successMessagesFr,
  validationMessagesFr,
} from '@portal/contract';
import { accountMessagesFr } from './account-messages';
import { branchesMessagesFr } from './branches-messages';
import { dashboardMessagesFr } from './dashboard-messages';
import type { FrenchCatalogue } from './en';
import { invoicesMessagesFr } from './invoices-messages';
import { notificationsMessagesFr } from './notifications-messages';
import { opsMessagesFr } from './ops-messages';
import { orderOperationsMessagesFr } from './order-operations-messages';
import { ordersApiMessagesFr } from './orders-api-messages';
import { packagesMessagesFr } from './packages-messages';
import { passwordMessagesFr } from './password-messages';
import { platformSettingsMessagesFr } from './platform-settings-messages';
import { scorecardMessagesFr } from './scorecard-messages';
import { usersMessagesFr } from './users-messages';

// French.
export const fr: FrenchCatalogue = {
  ...validationMessagesFr,
  ...successMessagesFr,
  ...passwordMessagesFr,
  ...accountMessagesFr,
  ...notificationsMessagesFr,
  ...usersMessagesFr,
  ...opsMessagesFr,
  ...orderOperationsMessagesFr,
  ...branchesMessagesFr,
  ...invoicesMessagesFr,
  ...platformSettingsMessagesFr,
  ...moneyMessagesFr,
  ...spendingMessagesFr,
  ...refundMessagesFr,
  ...packagesMessagesFr,
  ...dashboardMessagesFr,
  ...scorecardMessagesFr,
  ...ordersApiMessagesFr,
  ...orderMessagesFr,
  'success.ok': 'Succès',
  'success.code_sent': 'Le code de vérification a été envoyé',
  'success.signed_in': 'Connexion réussie',
  'success.logged_out': 'Déconnexion réussie',
  'errors.bad_request': "La requête n'est pas valide",
  'errors.malformed_json': "Le corps de la requête n'est pas un JSON valide",
  'errors.unsupported_media_type': 'Le corps de la requête doit être en JSON (Content-Type: application/json)',
  'errors.payload_too_large': 'Le corps de la requête est trop volumineux',
  'errors.validation': 'Les données fournies ne sont pas valides',
  'errors.unauthenticated': 'Non authentifié',
  'errors.forbidden': "Cette action n'est pas autorisée",
  'errors.no_membership': "Votre compte n'est membre d'aucune entreprise",
  'errors.role_invalid': "Le rôle sélectionné n'appartient pas à votre compte",
  'errors.membership_expired':
    "Votre accès à cette entreprise a expiré le {{date}}. Demandez à l'administrateur de l'entreprise de le renouveler",
  'errors.not_found': "La ressource demandée n'existe pas",
  'errors.method_not_allowed': "Cette méthode n'est pas autorisée ici",
  'errors.too_many_requests': {
    one: 'Trop de requêtes, réessayez dans {{count}} seconde',
    many: 'Trop de requêtes, réessayez dans {{count}} secondes',
    other: 'Trop de requêtes, réessayez dans {{count}} secondes',
  },
  'errors.server': "Une erreur s'est produite",
  'errors.unavailable': 'Le service est temporairement indisponible',
  'auth.phone_taken': 'Ce numéro de téléphone est déjà enregistré, veuillez vous connecter',
  'auth.code_invalid': 'Le code est incorrect',
  'auth.code_expired': 'Le code a expiré ou a déjà été utilisé, demandez un nouveau code',
  'auth.code_attempts': 'Trop de tentatives erronées, demandez un nouveau code',
  'auth.phone_locked': {
    one: 'Trop de codes erronés pour ce numéro. La connexion est bloquée jusqu’à {{until}} (dans {{count}} minute)',
    many: 'Trop de codes erronés pour ce numéro. La connexion est bloquée jusqu’à {{until}} (dans {{count}} minutes)',
    other: 'Trop de codes erronés pour ce numéro. La connexion est bloquée jusqu’à {{until}} (dans {{count}} minutes)',
  },
  'auth.resend_wait': {
    one: 'Veuillez patienter {{count}} seconde avant de demander un nouveau code',
    many: 'Veuillez patienter {{count}} secondes avant de demander un nouveau code',
    other: 'Veuillez patienter {{count}} secondes avant de demander un nouveau code',
  },
  'auth.hourly_limit': {
    one: 'Trop de codes demandés pour ce numéro, réessayez dans {{count}} minute',
    many: 'Trop de codes demandés pour ce numéro, réessayez dans {{count}} minutes',
    other: 'Trop de codes demandés pour ce numéro, réessayez dans {{count}} minutes',
  },
  'auth.sender_failed': "Nous n'avons pas pu envoyer le code, réessayez dans quelques minutes",
  'chat.attachment_rate': {
    one: 'Beaucoup de fichiers viennent d’être envoyés dans cette conversation : envoyez le suivant dans {{count}} seconde',
    many: 'Beaucoup de fichiers viennent d’être envoyés dans cette conversation : envoyez le suivant dans {{count}} secondes',
    other:
      'Beaucoup de fichiers viennent d’être envoyés dans cette conversation : envoyez le suivant dans {{count}} secondes',
  },
  'dev.outbox_empty': "Aucun code n'a été envoyé à ce numéro",
};
