import { intlLocaleOf, numberFormat, useCurrentLanguage, useLocalizedName } from '@portal/shared';
import type { Offer } from '@portal/shared/contract';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

// How an offer reads wherever it shows (the offers page, the order form and its price, the order page): its
// discount as a percentage in the reader's language, and the name of the discount row. No catalog query here: the
// order page uses it too.

/** Basis points as a percentage in the reader's language: 1500 → "15%" / "١٥٪". */
export function useOfferPercent(): (bp: number) => string {
  const locale = intlLocaleOf(useCurrentLanguage());
  return (bp) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** The discount row of an offer order: "Offer “Summer AC offer” (15%)". */
export function useOfferLine(): (offer: Pick<Offer, 'name' | 'discount_bp'>) => string {
  const { t } = useOrdersTranslation();
  const local = useLocalizedName();
  const percent = useOfferPercent();
  return (offer) => t('offers.priceLine', { name: local(offer.name), percent: percent(offer.discount_bp) });
}
