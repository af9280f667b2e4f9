import { Field, MessageBar, MessageBarBody, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { ActionDialog, isApiError, notify, useIdempotencyKeys } from '@portal/shared';
import type { Order, OrderPaymentConfirmMethod } from '@portal/shared/contract';
import { useState } from 'react';
import { leaveForGateway } from '../../common/gateway-redirect';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';
import { useConfirmPayment } from '../order-queries';

/** What the company pays with here: the wallet or a card (a bank transfer's receipt is confirmed by ops). */
const PAY_METHODS = ['wallet', 'credit_card'] as const satisfies readonly OrderPaymentConfirmMethod[];
type PayMethod = (typeof PAY_METHODS)[number];
const initialMethod = (order: Order): PayMethod => (order.payment_method === 'credit_card' ? 'credit_card' : 'wallet');

/**
 * POST company/orders/confirmPayment (Idempotency-Key): the amount due (advance or balance) from the wallet or by
 * card (the gateway's page opens, then brings the browser back to the order page).
 */
export function PayDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const keys = useIdempotencyKeys();
  const pay = useConfirmPayment();
  const [method, setMethod] = useState<PayMethod>(initialMethod(order));
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const body = { order_id: order.id, method };
    setFailure(null);
    try {
      const result = await pay.mutateAsync({
        body,
        headers: keys.headerFor(`${JSON.stringify(body)}:${order.total_due}`),
      });
      keys.done();
      if (leaveForGateway(result.payment_url, t('order.ops.redirecting'))) return;
      notify.success(result.message);
      onClose();
    } catch (error) {
      // A 409 is toasted by the HTTP client; a 422 (insufficient credit) is not (spec §8): the dialog says it.
      if (isApiError(error) && error.kind === 'validation') setFailure(error.message);
    }
  };

  return (
    <ActionDialog
      title={t('order.ops.payTitle', { reference: order.reference })}
      intro={<Text weight="semibold">{t('order.ops.payText', { amount: text.sar(order.total_due) })}</Text>}
      submitLabel={t('order.ops.confirmPay')}
      pending={pay.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      cancelLabel={t('order.ops.close')}
    >
      <Field label={t('order.add.paymentMethod')}>
        <RadioGroup
          value={method}
          onChange={(_e, data) => {
            const next = PAY_METHODS.find((m) => m === data.value);
            if (next) setMethod(next);
          }}
        >
          {PAY_METHODS.map((m) => (
            <Radio key={m} value={m} label={text.money('paymentMethod', m)} />
          ))}
        </RadioGroup>
      </Field>
      {failure ? (
        <MessageBar intent="error" data-testid="pay-error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
    </ActionDialog>
  );
}
