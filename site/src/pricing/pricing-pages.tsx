import { Body1, Title1 } from '@fluentui/react-components';
import { PageHeader } from '@portal/shared/core';
import { articlePath } from '../content/help-catalog';
import { usePublicContent } from '../content/use-public-content';
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
        <header className={page.section}>
          <Title1 as="h1" className={page.heading}>
            {content.pricing.title}
          </Title1>
          <Body1 as="p" className={page.intro}>
            {content.pricing.intro}
          </Body1>
        </header>
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
