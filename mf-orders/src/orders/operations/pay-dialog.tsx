import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Radio,
  RadioGroup,
  Text,
} from '@fluentui/react-components';
import { checkReceipt, notify, ReceiptPicker, useIdempotencyKeys } from '@portal/shared';
import {
  ORDER_PATHS,
  ORDER_PAYMENT_CONFIRM_METHODS,
  type Order,
  type OrderPaymentConfirmMethod,
} from '@portal/shared/contract';
import { useState } from 'react';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useOrderText } from '../order-labels';
import { useOrderOperation } from '../order-queries';

const initialMethod = (order: Order): OrderPaymentConfirmMethod =>
  ORDER_PAYMENT_CONFIRM_METHODS.find((method) => method === order.payment_method) ?? 'wallet';

/**
 * POST company/orders/confirmPayment (Idempotency-Key): the amount due (advance or balance) from the wallet, by
 * card (the gateway's page opens) or as a bank-transfer receipt for ops to confirm.
 */
export function PayDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const keys = useIdempotencyKeys();
  const pay = useOrderOperation(ORDER_PATHS.confirmPayment, true);
  const [method, setMethod] = useState<OrderPaymentConfirmMethod>(initialMethod(order));
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);

  const submit = async () => {
    let body: FormData | { order_id: string; method: OrderPaymentConfirmMethod };
    if (method === 'transfer') {
      const check = checkReceipt(receipt);
      if (!receipt || check !== 'ok') {
        setReceiptError(t(`packages.receipt.${check === 'ok' ? 'required' : check}`));
        return;
      }
      body = new FormData();
      body.append('order_id', order.id);
      body.append('method', method);
      body.append('receipt', receipt);
    } else body = { order_id: order.id, method };
    const fingerprint = `${order.id}:${method}:${receipt?.name ?? ''}:${order.total_due}`;
    try {
      const result = await pay.mutateAsync({ body, headers: keys.headerFor(fingerprint) });
      keys.done();
      if (result.payment_url) {
        notify.show({ intent: 'info', title: t('order.ops.redirecting') });
        window.location.assign(result.payment_url);
        return;
      }
      notify.success(result.message);
      onClose();
    } catch {
      // The HTTP client has toasted the refusal (409, insufficient credit); the dialog stays for another try.
    }
  };

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('order.ops.payTitle', { reference: order.reference })}</DialogTitle>
          <DialogContent style={{ display: 'grid', gap: 12 }}>
            <Text weight="semibold">{t('order.ops.payText', { amount: text.sar(order.total_due) })}</Text>
            <Field label={t('order.add.paymentMethod')}>
              <RadioGroup
                value={method}
                onChange={(_e, data) => {
                  const next = ORDER_PAYMENT_CONFIRM_METHODS.find((m) => m === data.value);
                  if (next) setMethod(next);
                }}
              >
                {ORDER_PAYMENT_CONFIRM_METHODS.map((m) => (
                  <Radio key={m} value={m} label={t(`order.add.method.${m}`)} />
                ))}
              </RadioGroup>
            </Field>
            {method === 'transfer' ? (
              <Field
                label={t('packages.receipt.title')}
                validationState={receiptError ? 'error' : undefined}
                validationMessage={receiptError}
              >
                <ReceiptPicker
                  id="order-receipt"
                  chooseLabel={t('packages.receipt.choose')}
                  file={receipt}
                  disabled={pay.isPending}
                  onChoose={(file) => {
                    setReceipt(file);
                    setReceiptError(null);
                  }}
                />
              </Field>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={pay.isPending} onClick={() => void submit()}>
              {t('order.ops.confirmPay')}
            </Button>
            <Button onClick={onClose}>{t('order.ops.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
