// The help center's structure, the same in every language: slugs are the URL (/help-center/article/:title),
// so a shared link opens the same article whatever the reader's language.

export const HELP_CATEGORIES = ['getting-started', 'branches', 'orders-packages', 'payments-wallet', 'team'] as const;
export type HelpCategoryId = (typeof HELP_CATEGORIES)[number];

export const HELP_ARTICLES = [
  { slug: 'sign-in-with-whatsapp-code', category: 'getting-started' },
  { slug: 'register-your-company', category: 'getting-started' },
  { slug: 'riyadh-service-area', category: 'getting-started' },
  { slug: 'add-a-branch', category: 'branches' },
  { slug: 'bulk-upload-branches', category: 'branches' },
  { slug: 'packages-visits-and-hours', category: 'orders-packages' },
  { slug: 'order-statuses', category: 'orders-packages' },
  { slug: 'wallet-recharge-and-bank-transfer', category: 'payments-wallet' },
  { slug: 'payment-methods-and-vat', category: 'payments-wallet' },
  { slug: 'roles-and-permissions', category: 'team' },
] as const satisfies readonly { slug: string; category: HelpCategoryId }[];

export type ArticleSlug = (typeof HELP_ARTICLES)[number]['slug'];

export function articlePath(slug: ArticleSlug): string {
  return `/help-center/article/${slug}`;
}
