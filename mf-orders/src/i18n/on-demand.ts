import { registerTranslations } from '@portal/shared';
import { offerStrings } from './offer-strings';
import { onDemandStrings } from './on-demand-strings';
import { quotationsAr } from './quotations.ar';
import { quotationsEn } from './quotations.en';
import { quotationsFr } from './quotations.fr';

// Strings only the pages loaded on demand use (the quotations, the phone's filter drawer, the photo viewer, the
// branches carried from /b2b/branches/select): they join the `orders` namespace when this module loads, with the
// first of those pages (app.tsx loads it beside each), so the remote's first chunk, where en.ts, ar.ts and fr.ts
// ship, does not carry them (its 60 KB budget, issue 15.2).

/** The on-demand strings per language. */
export const onDemandCatalogues = {
  ar: { ...quotationsAr, ...onDemandStrings('ar'), ...offerStrings('ar') },
  en: { ...quotationsEn, ...onDemandStrings('en'), ...offerStrings('en') },
  fr: { ...quotationsFr, ...onDemandStrings('fr'), ...offerStrings('fr') },
};
export type OnDemandCatalogue = typeof onDemandCatalogues.en;

registerTranslations('orders', onDemandCatalogues);
