import {
  Badge,
  Body1,
  LargeTitle,
  makeStyles,
  mergeClasses,
  Subtitle1,
  Text,
  tokens,
} from '@fluentui/react-components';
import { BroomRegular, BugRegular, LocationRegular, WrenchRegular } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import { SERVICE_LINES, type ServiceLineId } from '../content/product-catalog';
import { usePublicContent } from '../content/use-public-content';
import { PageSection, TextCard } from '../frame/page-parts';
import { usePageStyles } from '../frame/page-styles';
import { PublicFrame } from '../frame/public-frame';
import { RouterButton, RouterLink } from '../frame/router-link';
import { useDocumentTitle } from '../frame/use-document-title';
import { usePublicTranslation } from '../i18n/use-public-translation';

const SERVICE_ICONS: Record<ServiceLineId, ComponentType<{ className?: string }>> = {
  maintenance: WrenchRegular,
  cleaning: BroomRegular,
  'pest-control': BugRegular,
};

const useStyles = makeStyles({
  hero: {
    display: 'grid',
    gap: '16px',
    padding: '40px 24px',
    borderRadius: tokens.borderRadiusXLarge,
    background: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 70%)`,
  },
  heroTitle: {
    margin: 0,
    maxWidth: '24ch',
    // LargeTitle is 40px; at phone width a long Arabic or French title must still fit without overflow.
    '@media (max-width: 599px)': { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  area: { display: 'flex', alignItems: 'center', gap: '8px', color: tokens.colorNeutralForeground1 },
  steps: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  // Six reasons: 3 × 2 on a desktop, 2 × 3 on a tablet, one column on a phone — never a lone card on a row.
  why: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '@media (max-width: 959px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  closing: {
    display: 'grid',
    gap: '12px',
    padding: '32px 24px',
    borderRadius: tokens.borderRadiusXLarge,
    background: tokens.colorNeutralBackground3,
  },
});

/** /landing-page: what the portal does for companies in Riyadh and how to start. */
export function LandingPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const { t } = usePublicTranslation();
  const { content } = usePublicContent();
  const landing = content.landing;
  useDocumentTitle(t('landing.documentTitle'));

  return (
    <PublicFrame>
      <div className={page.stack} data-testid="landing-page">
        <section className={styles.hero} aria-labelledby="landing-title">
          <LargeTitle as="h1" id="landing-title" className={styles.heroTitle}>
            {landing.title}
          </LargeTitle>
          <Subtitle1 as="p" className={page.prose}>
            {landing.subtitle}
          </Subtitle1>
          <div className={page.actions}>
            <RouterButton to="/register" appearance="primary" size="large">
              {t('landing.getStarted')}
            </RouterButton>
            <RouterButton to="/login" size="large">
              {t('landing.signIn')}
            </RouterButton>
          </div>
          <Text className={styles.area}>
            <LocationRegular aria-hidden="true" />
            {landing.areaNote}
          </Text>
        </section>

        <PageSection id="landing-services" title={landing.servicesTitle}>
          <ul className={page.grid}>
            {SERVICE_LINES.map((id) => (
              <li key={id}>
                <TextCard icon={SERVICE_ICONS[id]} {...landing.services[id]} />
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="landing-how" title={landing.howTitle}>
          <ol className={styles.steps}>
            {landing.howSteps.map((step, index) => (
              <li key={step.title}>
                <TextCard
                  lead={
                    <Badge appearance="tint" shape="rounded" aria-hidden="true">
                      {t('landing.step', { n: index + 1 })}
                    </Badge>
                  }
                  {...step}
                />
              </li>
            ))}
          </ol>
          <div className={page.actions}>
            <RouterLink to="/pricing">{t('landing.seePricing')}</RouterLink>
            <RouterLink to="/help-center">{t('landing.visitHelp')}</RouterLink>
          </div>
        </PageSection>

        <PageSection id="landing-why" title={landing.whyTitle}>
          <ul className={mergeClasses(page.grid, styles.why)} data-testid="landing-why">
            {landing.why.map((item) => (
              <li key={item.title}>
                <TextCard {...item} />
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="landing-closing" title={landing.closingTitle} className={styles.closing}>
          <Body1>{landing.closingText}</Body1>
          <div className={page.actions}>
            <RouterButton to="/register" appearance="primary">
              {t('landing.getStarted')}
            </RouterButton>
            <RouterButton to="/login">{t('landing.signIn')}</RouterButton>
          </div>
        </PageSection>
      </div>
    </PublicFrame>
  );
}
