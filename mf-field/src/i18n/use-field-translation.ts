import { useTypedTranslation } from '@portal/shared';
import type { en } from './en';

/** The `field` namespace with its keys checked against the English catalogue: a wrong key fails the type check. */
export const useFieldTranslation = () => useTypedTranslation<typeof en>('field');
