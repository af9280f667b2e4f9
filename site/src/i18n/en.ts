// UI labels of the public and content pages (namespace "public"); the long texts live in ../content.
export const publicEn = {
  nav: {
    label: 'Public pages',
    home: 'Home',
    pricing: 'Pricing',
    helpCenter: 'Help center',
    payment: 'Payment methods',
    signIn: 'Sign in',
    register: 'Register your company',
    openPortal: 'Open the portal',
  },
  search: { clear: 'Clear the search' },
  footer: { rights: 'Maintenance, cleaning and pest control for businesses in Riyadh.' },
  landing: {
    documentTitle: 'Services for businesses in Riyadh',
    getStarted: 'Register your company',
    signIn: 'Sign in',
    seePricing: 'See how pricing works',
    visitHelp: 'Visit the help center',
    step: 'Step {{n}}',
  },
  pricing: {
    getQuote: 'Get an instant quotation',
    frequency: 'Frequency',
    meaning: 'What it means',
    packagesGuide: 'Read the guide to packages by visits or hours',
    paymentLink: 'About payment methods',
  },
  help: {
    title: 'Help center',
    subtitle: 'Guides for every step, from signing in to paying for your orders.',
    searchLabel: 'Search the help center',
    searchPlaceholder: 'For example: bank transfer',
    categories: 'Categories',
    allCategories: 'All categories',
    articles: 'Articles',
    // Worded without plural forms: Arabic alone needs six, and a count label reads fine this way.
    resultCount: 'Articles found: {{count}}',
    noResults: 'No article matches your search.',
    noResultsHint: 'Try other words, or browse the FAQ.',
    clearSearch: 'Show all articles',
    breadcrumb: 'Breadcrumb',
    relatedArticles: 'More in {{category}}',
    backToHelpCenter: 'Back to the help center',
    notFoundTitle: 'Article not found',
    notFoundBody: 'This article does not exist or has moved. Browse the help center to find what you need.',
    stillNeedHelp: 'Still need help? Sign in and message our support team from the portal.',
  },
  support: {
    title: 'Contact our support team',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    email: 'Email',
    hours: 'Hours',
  },
  faq: {
    title: 'Frequently asked questions',
    subtitle: 'Short answers to the questions companies ask us most.',
    searchLabel: 'Search the questions',
    searchPlaceholder: 'For example: VAT',
    resultCount: 'Questions found: {{count}}',
    noResults: 'No question matches your search.',
    moreHelp: 'Need step-by-step guides? Open the help center.',
  },
  payment: {
    methodConfirmation: 'Confirmation:',
    seeAlsoHelp: 'Read the guide on wallet recharge and bank transfers',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** ar and fr must fill exactly the same keys as en. */
export type PublicLabels = Widen<typeof publicEn>;
