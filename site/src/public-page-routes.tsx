import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { PageLoading } from './frame/page-loading';

/**
 * A page of this folder for the shell's route table. `blank` pages bring their own header, `<main>` and
 * footer; `default` pages render inside the default layout's `<main>` and bring only their content.
 */
export type PublicPageRoute = {
  path: string;
  element: ReactElement;
  layout: 'blank' | 'default';
  access: 'public' | 'signed-in';
};

// Loaded on demand: the articles and FAQ in three languages stay out of the chunk every sign-in downloads.
const LandingPage = lazy(() => import('./landing/landing-page').then((m) => ({ default: m.LandingPage })));
const PublicPricingPage = lazy(() => import('./pricing/pricing-pages').then((m) => ({ default: m.PublicPricingPage })));
const AppPricingPage = lazy(() => import('./pricing/pricing-pages').then((m) => ({ default: m.AppPricingPage })));
const HelpCenterPage = lazy(() =>
  import('./help-center/help-center-page').then((m) => ({ default: m.HelpCenterPage })),
);
const HelpArticlePage = lazy(() =>
  import('./help-center/help-article-page').then((m) => ({ default: m.HelpArticlePage })),
);
const CheckoutExplainerPage = lazy(() =>
  import('./payment/payment-pages').then((m) => ({ default: m.CheckoutExplainerPage })),
);
const PaymentExplainerPage = lazy(() =>
  import('./payment/payment-pages').then((m) => ({ default: m.PaymentExplainerPage })),
);
const FaqPage = lazy(() => import('./faq/faq-page').then((m) => ({ default: m.FaqPage })));

function page(Page: ComponentType): ReactElement {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** Spec §2: the public pages (blank layout) and the signed-in content pages (default layout, no ability rule). */
export const PUBLIC_PAGE_ROUTES: PublicPageRoute[] = [
  { path: '/landing-page', element: page(LandingPage), layout: 'blank', access: 'public' },
  { path: '/pricing', element: page(PublicPricingPage), layout: 'blank', access: 'public' },
  { path: '/help-center', element: page(HelpCenterPage), layout: 'blank', access: 'public' },
  { path: '/help-center/article/:title', element: page(HelpArticlePage), layout: 'blank', access: 'public' },
  { path: '/front-pages/checkout', element: page(CheckoutExplainerPage), layout: 'blank', access: 'public' },
  { path: '/payment', element: page(PaymentExplainerPage), layout: 'blank', access: 'public' },
  { path: '/pages/faq', element: page(FaqPage), layout: 'default', access: 'signed-in' },
  { path: '/pages/pricing', element: page(AppPricingPage), layout: 'default', access: 'signed-in' },
];
