import { useTypedTranslation } from '@portal/shared/core';
import type { publicEn } from './en';

/** The `public` namespace with its keys checked against the English catalogue: a wrong key fails the type check. */
export const usePublicTranslation = () => useTypedTranslation<typeof publicEn>('public');
