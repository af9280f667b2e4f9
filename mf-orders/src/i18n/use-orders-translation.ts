import { useTypedTranslation } from '@portal/shared';
import type { en } from './en';
import type { OnDemandCatalogue } from './on-demand';

/**
 * The `orders` namespace with its keys checked against the English catalogues: a wrong key fails the type check.
 * The on-demand part is there once a page loaded on demand has loaded it (app.tsx): use its keys only there.
 */
export const useOrdersTranslation = () => useTypedTranslation<typeof en & OnDemandCatalogue>('orders');
