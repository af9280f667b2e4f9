import { PageHeader } from '@portal/shared/core';
import { articlePath } from '../content/help-catalog';
import { usePublicContent } from '../content/use-public-content';
import { PageIntro } from '../frame/page-parts';
import { usePageStyles } from '../frame/page-styles';
import { PublicFrame } from '../frame/public-frame';
import { RouterButton, RouterLink } from '../frame/router-link';
import { useDocumentTitle } from '../frame/use-document-title';
import { usePublicTranslation } from '../i18n/use-public-translation';
import { PricingSections } from './pricing-sections';

/** /pricing (public, blank layout). */
export function PublicPricingPage() {
  const page = usePageStyles();
  const { t } = usePublicTranslation();
  const { content } = usePublicContent();
  useDocumentTitle(content.pricing.title);
  return (
    <PublicFrame>
      <div className={page.stack} data-testid="pricing-page">
        <PageIntro title={content.pricing.title} intro={content.pricing.intro} />
        <PricingSections
          callToAction={
            <RouterButton to="/register" appearance="primary">
              {t('pricing.getQuote')}
            </RouterButton>
          }
        />
      </div>
    </PublicFrame>
  );
}

/** /pages/pricing (signed-in, default layout): the same explanation inside the portal. */
export function AppPricingPage() {
  const { t } = usePublicTranslation();
  const { content } = usePublicContent();
  useDocumentTitle(content.pricing.title);
  return (
    <div data-testid="pricing-page">
      <PageHeader title={content.pricing.title} subtitle={content.pricing.intro} />
      <PricingSections
        callToAction={
          <RouterLink to={articlePath('packages-visits-and-hours')}>{t('pricing.packagesGuide')}</RouterLink>
        }
      />
    </div>
  );
}
