import type { Language } from '@portal/shared/core';
import { faqAr } from './ar/faq';
import { helpAr } from './ar/help-articles';
import { landingAr, paymentAr, pricingAr } from './ar/marketing';
import type { PublicContent } from './content-types';
import { faqEn } from './en/faq';
import { helpEn } from './en/help-articles';
import { landingEn, paymentEn, pricingEn } from './en/marketing';
import { faqFr } from './fr/faq';
import { helpFr } from './fr/help-articles';
import { landingFr, paymentFr, pricingFr } from './fr/marketing';

/** The texts of the public pages, one complete set per interface language. */
export const PUBLIC_CONTENT: Record<Language, PublicContent> = {
  ar: { landing: landingAr, pricing: pricingAr, payment: paymentAr, help: helpAr, faq: faqAr },
  en: { landing: landingEn, pricing: pricingEn, payment: paymentEn, help: helpEn, faq: faqEn },
  fr: { landing: landingFr, pricing: pricingFr, payment: paymentFr, help: helpFr, faq: faqFr },
};
