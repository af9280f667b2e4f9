import { Body1 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { articlePath } from '../content/help-catalog';
import { usePublicContent } from '../content/use-public-content';
import { PageIntro, PageSection } from '../frame/page-parts';
import { usePageStyles } from '../frame/page-styles';
import { PublicFrame } from '../frame/public-frame';
import { RouterButton, RouterLink } from '../frame/router-link';
import { useDocumentTitle } from '../frame/use-document-title';
import { usePublicTranslation } from '../i18n/use-public-translation';
import { PaymentMethods } from './payment-methods';
import { TestGatewayPage } from './test-gateway-page';

// Spec §2 lists /front-pages/checkout and /payment as public template pages. Paying needs a company,
// an order and a signed-in user, so here they explain the payment methods and send the visitor to sign in.

function ExplainerFrame({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}) {
  const page = usePageStyles();
  const { t } = usePublicTranslation();
  const { content } = usePublicContent();
  useDocumentTitle(title);
  return (
    <PublicFrame>
      <div className={page.stack} data-testid={testId}>
        <PageIntro title={title} intro={intro}>
          <div role="note" className={page.note} data-testid="no-payment-here">
            {content.payment.noPaymentHere}
          </div>
        </PageIntro>
        {children}
        <div className={page.section}>
          <Body1 as="p" className={page.prose}>
            {content.payment.signInPrompt}
          </Body1>
          <div className={page.actions}>
            <RouterButton to="/login" appearance="primary">
              {t('nav.signIn')}
            </RouterButton>
            <RouterButton to="/register">{t('nav.register')}</RouterButton>
            <RouterLink to={articlePath('wallet-recharge-and-bank-transfer')}>{t('payment.seeAlsoHelp')}</RouterLink>
          </div>
        </div>
      </div>
    </PublicFrame>
  );
}

/** /front-pages/checkout: what happens at checkout inside the portal. */
export function CheckoutExplainerPage() {
  const page = usePageStyles();
  const { content } = usePublicContent();
  const payment = content.payment;
  return (
    <ExplainerFrame title={payment.checkoutTitle} intro={payment.checkoutIntro} testId="checkout-page">
      <PageSection id="checkout-steps" title={payment.checkoutStepsTitle}>
        <ol className={page.list}>
          {payment.checkoutSteps.map((step) => (
            <li key={step}>
              <Body1>{step}</Body1>
            </li>
          ))}
        </ol>
      </PageSection>
      <PaymentMethods />
    </ExplainerFrame>
  );
}

/** /payment: the payment methods and when each is confirmed; with `?session=<id>`, the test gateway's hosted page. */
export function PaymentExplainerPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? <TestGatewayPage sessionId={sessionId} /> : <PaymentMethodsExplainer />;
}

function PaymentMethodsExplainer() {
  const { content } = usePublicContent();
  return (
    <ExplainerFrame title={content.payment.paymentTitle} intro={content.payment.paymentIntro} testId="payment-page">
      <PaymentMethods />
    </ExplainerFrame>
  );
}
