import { notify } from '../feedback/notify';
import { i18n } from '../i18n/i18n-instance';

export type SuccessKind = 'created' | 'updated' | 'dataUpdated' | 'deleted';

/** The success toasts of spec §8, in the user's language. */
export function notifySuccess(kind: SuccessKind): void {
  notify.success(i18n.t(`feedback.${kind}`, { ns: 'common' }));
}
