import { moneyMessagesEn, validationMessagesEn } from '@portal/contract';
import { accountMessagesEn } from './account-messages';
import { branchesMessagesEn } from './branches-messages';
import { invoicesMessagesEn } from './invoices-messages';
import { notificationsMessagesEn } from './notifications-messages';
import { passwordMessagesEn } from './password-messages';
import { usersMessagesEn } from './users-messages';

// English texts of the API. Validation texts come from the contract (spec §5 wording), so the web app
// and the API say the same thing.
export const en = {
  ...validationMessagesEn,
  ...passwordMessagesEn,
  ...accountMessagesEn,
  ...notificationsMessagesEn,
  ...usersMessagesEn,
  ...branchesMessagesEn,
  ...invoicesMessagesEn,
  ...moneyMessagesEn,
  'success.ok': 'Success',
  'success.created': 'Record has been created successfully',
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
    'Your access to this company expired on {date}. Ask the company administrator to renew it',
  'errors.not_found': 'The requested resource was not found',
  'errors.method_not_allowed': 'This method is not allowed here',
  'errors.too_many_requests': 'Too many requests, please try again in {seconds} seconds',
  'errors.server': 'Something went wrong',
  'errors.unavailable': 'The service is temporarily unavailable',
  'auth.phone_not_registered': 'This phone number is not registered',
  'auth.phone_taken': 'This phone number is already registered, please sign in instead',
  'auth.code_invalid': 'The code is incorrect',
  'auth.code_expired': 'The code has expired or was already used, request a new code',
  'auth.code_attempts': 'Too many wrong attempts, request a new code',
  'auth.phone_locked': 'Too many wrong codes for this number. Sign-in is locked until {until} (in {minutes} minutes)',
  'auth.resend_wait': 'Please wait {seconds} seconds before requesting a new code',
  'auth.hourly_limit': 'Too many codes were requested for this number, try again in {minutes} minutes',
  'auth.sender_failed': 'We could not send the code right now, please try again in a few minutes',
  'dev.outbox_empty': 'No code has been sent to this phone number',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
