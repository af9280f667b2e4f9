/** Spec §5 'You can choose only ({n}) locations': checked before calling; the API checks the same. */
export const overLocationLimit = (count: number, allowed: number): boolean => count > allowed;
