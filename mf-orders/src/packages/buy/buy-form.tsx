import {
  Button,
  Field,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
} from '@fluentui/react-components';
import { isApiError, notify, useAppAbility, useIdempotencyKeys } from '@portal/shared';
import {
  type BuyPackageBody,
  MONEY_RULES,
  type PackagePayMode,
  type PackagePaymentMethod,
} from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { type FormEvent, useRef, useState } from 'react';
import { leaveForGateway } from '../../common/gateway-redirect';
import { packagePath, useOpen } from '../../common/package-links';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import type { PickedBranch } from '../branch-checklist';
import { overLocationLimit } from '../location-limit';
import { useBuyPackage, useWalletSummary } from '../package-queries';
import { BranchPicker } from './branch-picker';
import { type BuyOffer, buyAmounts } from './buy-amounts';

const WALLET_PATH = '/b2b/wallets';
const INSUFFICIENT = 'insufficient_credit';

type BuySource =
  | { source: 'published'; published_package_id: string }
  | { source: 'quotation'; quotation_reference: string };

type Props = { offer: BuyOffer; from: BuySource; initialBranches: PickedBranch[] };

const isInsufficient = (data: unknown) =>
  typeof data === 'object' && data !== null && 'reason' in data && data.reason === INSUFFICIENT;

/** Branches, full or down payment, payment method, then POST buy (one Idempotency-Key per submission). */
export function BuyForm({ offer, from, initialBranches }: Props) {
  const { t } = useOrdersTranslation();
  const format = useQuotationFormat();
  const navigate = useNavigate();
  const open = useOpen();
  const ability = useAppAbility();
  const canReadWallet = ability.can(MONEY_RULES.walletRead.action, MONEY_RULES.walletRead.subject);
  const wallet = useWalletSummary(canReadWallet);
  const [branches, setBranches] = useState<PickedBranch[]>(initialBranches);
  const [pay, setPay] = useState<PackagePayMode>('full');
  const [method, setMethod] = useState<PackagePaymentMethod>('wallet');
  const [branchError, setBranchError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; insufficient: boolean } | null>(null);
  const keys = useIdempotencyKeys();
  const buy = useBuyPackage();
  const inFlight = useRef(false);
  const methods: PackagePaymentMethod[] = offer.credit_line_allowed
    ? ['wallet', 'credit_card', 'transfer', 'credit_line']
    : ['wallet', 'credit_card', 'transfer'];
  const amounts = buyAmounts(offer, pay, method === 'credit_line');
  const over = overLocationLimit(branches.length, offer.allowed_location_count);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || over) return;
    inFlight.current = true;
    setFailure(null);
    setBranchError(null);
    const body: BuyPackageBody = { ...from, payment_method: method, pay, branch_ids: branches.map((b) => b.id) };
    try {
      const result = await buy.mutateAsync({ body, headers: keys.headerFor(JSON.stringify(body)) });
      keys.done();
      const reference = result.package.reference;
      if (leaveForGateway(result.payment_url, t('packages.buy.redirecting'))) return;
      if (result.amount_to_transfer !== null)
        notify.show({
          intent: 'info',
          title: t('packages.buy.transferNext', { reference, amount: format.money(result.amount_to_transfer) }),
        });
      else notify.success(t('packages.buy.bought', { reference }));
      // The package page shows the amount to transfer above its receipt upload.
      navigate(packagePath(reference), { state: { amountToTransfer: result.amount_to_transfer } });
    } catch (error) {
      if (!isApiError(error)) return;
      setBranchError(error.fieldErrors.branch_ids?.[0] ?? null);
      const fieldText = Object.entries(error.fieldErrors)
        .filter(([field]) => field !== 'branch_ids')
        .map(([, messages]) => messages[0])
        .join(' ');
      setFailure({ text: fieldText || error.message, insufficient: isInsufficient(error.data) });
    } finally {
      inFlight.current = false;
    }
  };

  const busy = buy.isPending;
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }} data-testid="buy-form">
      <BranchPicker
        value={branches}
        onChange={(next) => {
          setBranches(next);
          setBranchError(null);
        }}
        limit={offer.allowed_location_count}
        error={branchError}
      />
      {offer.down_payment > 0 ? (
        <Field label={t('packages.buy.pay')}>
          <RadioGroup
            value={pay}
            onChange={(_e, data) => setPay(data.value === 'down_payment' ? 'down_payment' : 'full')}
          >
            <Radio value="full" label={t('packages.buy.payFull', { amount: format.money(amounts.total) })} />
            <Radio
              value="down_payment"
              label={t('packages.buy.payDown', { amount: format.money(amounts.downWithVat) })}
            />
          </RadioGroup>
        </Field>
      ) : null}
      <Field label={t('packages.buy.method')}>
        <RadioGroup
          value={method}
          onChange={(_e, data) => {
            const next = methods.find((m) => m === data.value);
            if (next) setMethod(next);
          }}
        >
          {methods.map((m) => (
            <Radio key={m} value={m} label={t(`packages.method.${m}`)} />
          ))}
        </RadioGroup>
      </Field>
      {method === 'wallet' && canReadWallet && wallet.data ? (
        <Text data-testid="wallet-balance">
          {t('packages.buy.walletBalance', {
            balance: format.money(wallet.data.balance),
            credit: format.money(wallet.data.credit_line.available),
          })}
        </Text>
      ) : null}
      {method === 'credit_line' ? (
        <Text data-testid="credit-cost">
          {t('packages.buy.creditCost', { cost: format.money(amounts.creditCost) })}
        </Text>
      ) : null}
      {failure ? (
        <MessageBar intent="error" data-testid="buy-error">
          <MessageBarBody>{failure.text}</MessageBarBody>
          {failure.insufficient && canReadWallet ? (
            <MessageBarActions>
              <Link href={WALLET_PATH} onClick={open(WALLET_PATH)}>
                {t('packages.buy.goToWallet')}
              </Link>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      <div>
        <Button appearance="primary" type="submit" disabled={busy || over}>
          {busy ? t('packages.buy.submitting') : `${t('packages.buy.submit')} · ${format.money(amounts.charged)}`}
        </Button>
      </div>
    </form>
  );
}
