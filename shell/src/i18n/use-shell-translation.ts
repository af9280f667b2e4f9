import { useTypedTranslation } from '@portal/shared/core';
import type { en } from './en';

/** The `shell` namespace with its keys checked against the English catalogue: a wrong key fails the type check. */
export const useShellTranslation = () => useTypedTranslation<typeof en>('shell');
