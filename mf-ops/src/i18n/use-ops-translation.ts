import { useTypedTranslation } from '@portal/shared';
import type { en } from './en';

/** The `ops` namespace with its keys checked against the English catalogue: a wrong key fails the type check. */
export const useOpsTranslation = () => useTypedTranslation<typeof en>('ops');
