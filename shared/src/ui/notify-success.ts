import type { SuccessMessageKey } from '@portal/contract';
import { notify } from '../feedback/notify';
import { successText } from '../i18n/contract-messages';

export type SuccessKind = 'created' | 'updated' | 'dataUpdated' | 'deleted';

const keys: Record<SuccessKind, SuccessMessageKey> = {
  created: 'success.created',
  updated: 'success.updated',
  dataUpdated: 'success.data_updated',
  deleted: 'success.deleted',
};

/** The success toasts of spec §8, in the user's language (texts from the contract, as the API's). */
export function notifySuccess(kind: SuccessKind): void {
  notify.success(successText(keys[kind]));
}
