// The Vuexy template's demo pages that spec §2 lists are not product features (issue 32.10): each one sends the user
// to the real page that does its job, so no "coming soon" page is left behind them. The target keeps its own rule:
// the guard checks it after the redirect, so a role that may not see the real page gets not-authorized there.
export const TEMPLATE_REDIRECTS: readonly { from: string; to: string }[] = [
  // The template's dashboards and chart galleries: the company's own analytics.
  { from: '/dashboards/analytics', to: '/b2b/dashboards/analytics' },
  { from: '/dashboards/crm', to: '/b2b/dashboards/scorecards' }, // the relationship view: how each branch is served
  { from: '/dashboards/ecommerce', to: '/b2b/dashboards/analytics2' }, // spending broken down by service and branch
  { from: '/apps/ecommerce/dashboard', to: '/b2b/dashboards/analytics2' },
  { from: '/apps/charts/apex-chart', to: '/b2b/dashboards/analytics' },
  { from: '/apps/charts/chartjs', to: '/b2b/dashboards/analytics' },
  // The swiper carousel shows offers; the guided tour's job is done by the help centre.
  { from: '/apps/extensions/swiper', to: '/b2b/packages' },
  { from: '/apps/extensions/tour', to: '/help-center' },
  // The checkout wizard: where the company pays (card recharge, bank transfer, their history).
  { from: '/apps/wizard-examples/checkout', to: '/b2b/wallets/payments' },
  // A deal is a quotation; a property listing is the company's branches.
  { from: '/create-deal', to: '/b2b/packages/quote' },
  { from: '/property-listing', to: '/b2b/branches' },
];
