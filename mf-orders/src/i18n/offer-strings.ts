import type { Language } from '@portal/shared';

// The strings of the offers page and of an offer order (issue 32.2, ADR 0070), the three languages side by side
// like on-demand-strings.ts, which adds them to the strings of the pages loaded on demand, under `offers`.

type Texts = Record<Language, string>;

const OFFERS = {
  title: { ar: 'العروض', en: 'Offers', fr: 'Offres' },
  subtitle: {
    ar: 'عروض منشورة يمكنك طلبها اليوم، بخصم على خدمتها',
    en: 'Published offers you can order today, with a discount on their service',
    fr: 'Les offres publiées que vous pouvez commander aujourd’hui, avec une remise sur leur service',
  },
  discount: { ar: 'خصم {{percent}}', en: '{{percent}} off', fr: '{{percent}} de remise' },
  validUntil: { ar: 'ساري حتى {{date}}', en: 'Valid until {{date}}', fr: 'Valable jusqu’au {{date}}' },
  service: { ar: 'الخدمة: {{name}}', en: 'Service: {{name}}', fr: 'Service : {{name}}' },
  order: { ar: 'اطلب هذا العرض', en: 'Order this offer', fr: 'Commander cette offre' },
  empty: {
    ar: 'لا توجد عروض سارية اليوم.',
    en: 'No offer is running today.',
    fr: 'Aucune offre n’est en cours aujourd’hui.',
  },
  loadFailed: {
    ar: 'تعذّر تحميل العروض.',
    en: 'The offers could not be loaded.',
    fr: 'Les offres n’ont pas pu être chargées.',
  },
  applied: {
    ar: 'العرض «{{name}}»: خصم {{percent}} على {{service}}، ساري حتى {{date}}. لا تُستخدم القسيمة مع العرض.',
    en: 'Offer “{{name}}”: {{percent}} off {{service}}, valid until {{date}}. An offer takes no coupon.',
    fr: 'Offre « {{name}} » : {{percent}} de remise sur {{service}}, valable jusqu’au {{date}}. Une offre ne prend pas de code promo.',
  },
  gone: {
    ar: 'هذا العرض لم يعد متاحًا: يمكنك الطلب بالسعر العادي.',
    en: 'This offer is no longer available: you can order at the usual price.',
    fr: 'Cette offre n’est plus disponible : vous pouvez commander au prix habituel.',
  },
  priceLine: {
    ar: 'العرض «{{name}}» ({{percent}})',
    en: 'Offer “{{name}}” ({{percent}})',
    fr: 'Offre « {{name}} » ({{percent}})',
  },
  fact: { ar: 'العرض', en: 'Offer', fr: 'Offre' },
} satisfies Record<string, Texts>;

/** One language's strings, under `offers` in the `orders` namespace. */
export type OfferStrings = { offers: { [K in keyof typeof OFFERS]: string } };

export function offerStrings(language: Language): OfferStrings {
  const texts = Object.entries(OFFERS).map(([key, text]) => [key, (text as Texts)[language]]);
  return { offers: Object.fromEntries(texts) as OfferStrings['offers'] };
}
