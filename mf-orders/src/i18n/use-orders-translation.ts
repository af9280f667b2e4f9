import { useTypedTranslation } from '@portal/shared';
import type { en } from './en';

/** The `orders` namespace with its keys checked against the English catalogue: a wrong key fails the type check. */
export const useOrdersTranslation = () => useTypedTranslation<typeof en>('orders');
