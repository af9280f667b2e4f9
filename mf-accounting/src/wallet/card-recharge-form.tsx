import { Text } from '@fluentui/react-components';
import { isApiError, useIdempotencyKeys } from '@portal/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { MoneyActions } from '../money/money-dialog';
import { checkRechargeAmount } from '../money/sar-amount';
import { useAmountError } from './amount-error';
import { AmountField } from './amount-field';
import { useCardRecharge } from './recharge-queries';

/** Card recharge: amount → POST walletPayment → the gateway's hosted page; the return lands on /b2b/wallets. */
export function CardRechargeForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useAccountingTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const amountError = useAmountError();
  const keys = useIdempotencyKeys();
  const recharge = useCardRecharge();
  // A second click in the same tick, before React re-renders the disabled button, must not post twice.
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const check = checkRechargeAmount(amount);
    setError(amountError(check));
    if (!check.ok) return;
    inFlight.current = true;
    try {
      const result = await recharge.mutateAsync({
        amount: check.halalas,
        headers: keys.headerFor(`card:${check.halalas}`),
      });
      keys.done();
      setLeaving(true);
      window.location.assign(result.redirect_url);
    } catch (failure) {
      if (isApiError(failure)) setError(failure.fieldErrors.amount?.[0] ?? null);
    } finally {
      inFlight.current = false;
    }
  };

  const busy = recharge.isPending || leaving;
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
      <Text>{t('recharge.cardIntro')}</Text>
      <AmountField value={amount} onChange={setAmount} error={error} disabled={busy} />
      <MoneyActions
        submitLabel={busy ? t('recharge.redirecting') : t('recharge.payByCard')}
        pending={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
