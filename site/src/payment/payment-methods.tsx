import { Body1, Caption1, Card, Title2, Title3 } from '@fluentui/react-components';
import { BuildingBankRegular, MoneyRegular, PaymentRegular, WalletRegular } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import { PAYMENT_METHODS, type PaymentMethodId } from '../content/product-catalog';
import { usePublicContent } from '../content/use-public-content';
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
    <section className={page.section} aria-labelledby="payment-methods">
      <Title2 as="h2" id="payment-methods" className={page.heading}>
        {payment.methodsTitle}
      </Title2>
      <ul className={page.grid}>
        {PAYMENT_METHODS.map((id) => {
          const Icon = METHOD_ICONS[id];
          const method = payment.methods[id];
          return (
            <li key={id} data-testid={`payment-method-${id}`}>
              <Card className={page.card}>
                <Icon className={page.cardIcon} aria-hidden="true" />
                <Title3 as="h3" className={page.heading}>
                  {method.title}
                </Title3>
                <Body1>{method.text}</Body1>
                <Caption1>
                  <strong>{t('payment.methodConfirmation')}</strong> {method.confirmation}
                </Caption1>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
