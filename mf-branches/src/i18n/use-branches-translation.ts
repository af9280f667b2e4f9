import { useTypedTranslation } from '@portal/shared';
import type { en } from './en';

/** The `branches` namespace with its keys checked against the English catalogue: a wrong key fails the type check. */
export const useBranchesTranslation = () => useTypedTranslation<typeof en>('branches');
