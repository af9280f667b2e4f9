import { Caption1 } from '@fluentui/react-components';
import { BuildingBankRegular, MoneyRegular, PaymentRegular, WalletRegular } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import { PAYMENT_METHODS, type PaymentMethodId } from '../content/product-catalog';
import { usePublicContent } from '../content/use-public-content';
import { PageSection, TextCard } from '../frame/page-parts';
import { usePageStyles } from '../frame/page-styles';
import { usePublicTranslation } from '../i18n/use-public-translation';

const METHOD_ICONS: Record<PaymentMethodId, ComponentType<{ className?: string }>> = {
  wallet: WalletRegular,
  transfer: BuildingBankRegular,
  credit_card: PaymentRegular,
  cash: MoneyRegular,
};

/** The four payment methods (spec §4) and when each one is confirmed. Explains; takes no payment. */
export function PaymentMethods() {
  const page = usePageStyles();
  const { t } = usePublicTranslation();
  const { content } = usePublicContent();
  const payment = content.payment;
  return (
    <PageSection id="payment-methods" title={payment.methodsTitle}>
      <ul className={page.grid}>
        {PAYMENT_METHODS.map((id) => {
          const method = payment.methods[id];
          return (
            <li key={id} data-testid={`payment-method-${id}`}>
              <TextCard icon={METHOD_ICONS[id]} title={method.title} text={method.text}>
                <Caption1>
                  <strong>{t('payment.methodConfirmation')}</strong> {method.confirmation}
                </Caption1>
              </TextCard>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
