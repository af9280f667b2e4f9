import type { FaqEntryId, FaqGroupId } from './faq-catalog';
import type { ArticleSlug, HelpCategoryId } from './help-catalog';
import type { PaymentMethodId, ServiceLineId, VisitFrequencyId } from './product-catalog';

// The shape every language must fill. Records keyed by catalog ids make a missing translation a type error.

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** Numbered steps the reader follows in order. */
  | { kind: 'steps'; items: string[] }
  | { kind: 'list'; items: string[] }
  /** A term and its explanation (statuses, columns, roles). */
  | { kind: 'terms'; items: { term: string; detail: string }[] }
  | { kind: 'note'; text: string };

export type ArticleText = { title: string; summary: string; body: ArticleBlock[] };
type HelpCategoryText = { title: string; description: string };
type FaqEntryText = { question: string; answer: string };
type TitledText = { title: string; text: string };

export type HelpContent = {
  categories: Record<HelpCategoryId, HelpCategoryText>;
  articles: Record<ArticleSlug, ArticleText>;
};

export type FaqContent = {
  groups: Record<FaqGroupId, string>;
  entries: Record<FaqEntryId, FaqEntryText>;
};

type LandingContent = {
  title: string;
  subtitle: string;
  servicesTitle: string;
  services: Record<ServiceLineId, TitledText>;
  howTitle: string;
  howSteps: TitledText[];
  whyTitle: string;
  why: TitledText[];
  areaNote: string;
  closingTitle: string;
  closingText: string;
};

type PricingContent = {
  title: string;
  intro: string;
  packagesTitle: string;
  byVisits: TitledText;
  byHours: TitledText;
  factorsTitle: string;
  factorsIntro: string;
  factors: string[];
  frequenciesTitle: string;
  frequenciesIntro: string;
  frequencies: Record<VisitFrequencyId, TitledText>;
  taxTitle: string;
  taxText: string;
  /** Arithmetic only, labelled as an example: {{subtotal}}, {{vat}}, {{total}} are filled in by the page. */
  taxExample: string;
  paymentTitle: string;
  paymentText: string;
};

type PaymentMethodText = { title: string; text: string; confirmation: string };

type PaymentContent = {
  checkoutTitle: string;
  checkoutIntro: string;
  checkoutStepsTitle: string;
  checkoutSteps: string[];
  paymentTitle: string;
  paymentIntro: string;
  methodsTitle: string;
  methods: Record<PaymentMethodId, PaymentMethodText>;
  /** Says plainly that these pages take no money. */
  noPaymentHere: string;
  signInPrompt: string;
};

export type PublicContent = {
  landing: LandingContent;
  pricing: PricingContent;
  payment: PaymentContent;
  help: HelpContent;
  faq: FaqContent;
};
