import {
  moneyMessagesEn,
  orderMessagesEn,
  refundMessagesEn,
  spendingMessagesEn,
  successMessagesEn,
  validationMessagesEn,
} from '@portal/contract';
import { accountMessagesEn } from './account-messages';
import { branchesMessagesEn } from './branches-messages';
import { dashboardMessagesEn } from './dashboard-messages';
import { invoicesMessagesEn } from './invoices-messages';
import { notificationsMessagesEn } from './notifications-messages';
import { opsMessagesEn } from './ops-messages';
import { orderOperationsMessagesEn } from './order-operations-messages';
import { ordersApiMessagesEn } from './orders-api-messages';
import { packagesMessagesEn } from './packages-messages';
import { passwordMessagesEn } from './password-messages';
import { platformSettingsMessagesEn } from './platform-settings-messages';
import type { ArabicPlural, CatalogueOf, FrenchPlural } from './plural';
import { scorecardMessagesEn } from './scorecard-messages';
import { usersMessagesEn } from './users-messages';

// English texts of the API. Validation texts come from the contract (spec §5 wording), so the web app
// and the API say the same thing.
export const en = {
  ...validationMessagesEn,
  ...successMessagesEn,
  ...passwordMessagesEn,
  ...accountMessagesEn,
  ...notificationsMessagesEn,
  ...usersMessagesEn,
  ...opsMessagesEn,
  ...orderOperationsMessagesEn,
  ...branchesMessagesEn,
  ...invoicesMessagesEn,
  ...platformSettingsMessagesEn,
  ...moneyMessagesEn,
  ...spendingMessagesEn,
  ...refundMessagesEn,
  ...packagesMessagesEn,
  ...dashboardMessagesEn,
  ...scorecardMessagesEn,
  ...ordersApiMessagesEn,
  ...orderMessagesEn,
  'success.ok': 'Success',
  'success.code_sent': 'The verification code has been sent',
  'success.signed_in': 'Signed in successfully',
  'success.logged_out': 'Logged out successfully',
  'errors.bad_request': 'The request is invalid',
  'errors.malformed_json': 'The request body is not valid JSON',
  'errors.unsupported_media_type': 'The request body must be JSON (Content-Type: application/json)',
  'errors.payload_too_large': 'The request body is too large',
  'errors.validation': 'The given data was invalid',
  'errors.unauthenticated': 'Unauthenticated',
  'errors.forbidden': 'This action is unauthorized',
  'errors.no_membership': 'Your account is not a member of any company',
  'errors.role_invalid': 'The selected role does not belong to your account',
  'errors.membership_expired':
    'Your access to this company expired on {{date}}. Ask the company administrator to renew it',
  'errors.not_found': 'The requested resource was not found',
  'errors.method_not_allowed': 'This method is not allowed here',
  'errors.too_many_requests': {
    one: 'Too many requests, please try again in {{count}} second',
    other: 'Too many requests, please try again in {{count}} seconds',
  },
  'errors.server': 'Something went wrong',
  'errors.unavailable': 'The service is temporarily unavailable',
  'auth.phone_taken': 'This phone number is already registered, please sign in instead',
  'auth.code_invalid': 'The code is incorrect',
  'auth.code_expired': 'The code has expired or was already used, request a new code',
  'auth.code_attempts': 'Too many wrong attempts, request a new code',
  'auth.phone_locked': {
    one: 'Too many wrong codes for this number. Sign-in is locked until {{until}} (in {{count}} minute)',
    other: 'Too many wrong codes for this number. Sign-in is locked until {{until}} (in {{count}} minutes)',
  },
  'auth.resend_wait': {
    one: 'Please wait {{count}} second before requesting a new code',
    other: 'Please wait {{count}} seconds before requesting a new code',
  },
  'auth.hourly_limit': {
    one: 'Too many codes were requested for this number, try again in {{count}} minute',
    other: 'Too many codes were requested for this number, try again in {{count}} minutes',
  },
  'auth.sender_failed': 'We could not send the code right now, please try again in a few minutes',
  'chat.attachment_rate': {
    one: 'Many files were just sent in this conversation: send the next one in {{count}} second',
    other: 'Many files were just sent in this conversation: send the next one in {{count}} seconds',
  },
  'dev.outbox_empty': 'No code has been sent to this phone number',
} as const;

export type MessageKey = keyof typeof en;
export type ArabicCatalogue = CatalogueOf<typeof en, ArabicPlural>;
export type FrenchCatalogue = CatalogueOf<typeof en, FrenchPlural>;
