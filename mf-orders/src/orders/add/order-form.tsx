import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
} from '@fluentui/react-components';
import { SearchPicker, useAppAbility } from '@portal/shared';
import {
  type Branch,
  type CreateOrderValues,
  createOrderBodySchema,
  MONEY_RULES,
  type Offer,
  type PaymentMethod,
} from '@portal/shared/contract';
import { FormTextField, useContractForm } from '@portal/shared/forms';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useServices } from '../../catalog/catalog-queries';
import { ServiceTypeFilter } from '../../catalog/service-type-filter';
import { useCarriedBranches, useCarriedBranchIds } from '../../common/carried-branches';
import { branchSearchQuery } from '../../common/location-queries';
import { PriceCard } from '../../common/price-card';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useWalletSummary } from '../../packages';
import { useOrderText } from '../order-labels';
import { useCreateOrder, useOrderPrice } from '../order-queries';
import { useOrderRule } from '../order-rules';
import { CarriedBranchesNote } from './carried-branches-note';
import { DraftFailureBanner, DraftFoundBanner } from './draft/draft-banner';
import { useOrderFormDraft } from './draft/use-order-form-draft';
import { OfferNote } from './offer-note';
import { completeLines, type DraftLine, livePrice } from './order-pricing';
import { ServiceLines } from './service-lines';
import { useCouponRefusal } from './use-coupon-refusal';
import { submitWith, useOrderSubmit } from './use-order-submit';
import { VisitTimeFields } from './visit-time-fields';

/** Spec §4 payment methods, in the order the form offers them. */
const ORDER_METHODS = ['wallet', 'credit_card', 'transfer', 'cash'] as const satisfies readonly PaymentMethod[];

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: '24px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
    alignItems: 'start',
  },
  form: { display: 'grid', gap: '16px', minWidth: 0 },
});

/**
 * A one-time order: branch, services, date and slot, notes, coupon, payment method, with its live price. On an
 * offer (ADR 0070): the offer's service preselected, its discount in the price, no coupon, no draft kept.
 */
export function OrderForm({ offer = null }: { offer?: Offer | null }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const text = useOrderText();
  const can = useOrderRule();
  const ability = useAppAbility();
  const canReadBranches = ability.can('read', 'b2b_branches');
  const canReadWallet = ability.can(MONEY_RULES.walletRead.action, MONEY_RULES.walletRead.subject);
  // The chosen branch itself (its size and floors price the order), whichever page of the search it came from.
  const [branch, setBranch] = useState<Branch | null>(null);
  const catalog = useServices();
  const wallet = useWalletSummary(canReadWallet);
  const create = useCreateOrder();
  const form = useContractForm(createOrderBodySchema, {
    branch_id: '',
    services: [],
    date: '',
    slot: '',
    notes: '',
    coupon: '',
    ...(offer ? { offer_id: offer.id } : {}),
    payment_method: 'wallet',
  });
  const [lines, setLines] = useState<DraftLine[]>([]);
  // The offer's service is the first line, at its minimum quantity, once the catalog is there (once only).
  const offerService = offer ? catalog.data?.find((service) => service.id === offer.service_id) : undefined;
  const preselected = useRef(false);
  useEffect(() => {
    if (!offerService || preselected.current) return;
    preselected.current = true;
    const line = { service_id: offerService.id, quantity: offerService.min_quantity, products: [] };
    setLines((current) => (current.length > 0 ? current : [line]));
  }, [offerService]);
  // The catalog narrowed to one kind of work (ADR 0058); lines already chosen stay whatever their type.
  const [serviceType, setServiceType] = useState<string | null>(null);
  // Branches chosen on /b2b/branches/select: an order is for one branch, the first of them (the note says so).
  const carriedIds = useCarriedBranchIds();
  const carried = useCarriedBranches(carriedIds, canReadBranches);
  const first = carried?.[0];
  useEffect(() => {
    if (!first || form.getValues('branch_id')) return;
    setBranch(first);
    form.setValue('branch_id', first.id);
  }, [first, form]);
  // The form kept as the user's draft (ADR 0063): resumed, saved while typing, submitted through its checks.
  const draft = useOrderFormDraft({
    form,
    lines,
    setLines,
    setBranch,
    create: create.mutateAsync,
    enabled: can('orderCreate') && !offer,
  });
  const { submit, failure } = useOrderSubmit(draft.send, form);

  const branchId = form.watch('branch_id');
  const method = form.watch('payment_method');
  const date = form.watch('date');
  const coupon = useDeferredValue(form.watch('coupon')?.trim().toUpperCase() ?? '');
  const services = catalog.data ?? [];
  const local = livePrice(branch, lines, services, null, offer);
  const priced = completeLines(lines);
  // An offer order takes no coupon: the offer is priced instead.
  const discount = offer ? { offer_id: offer.id } : { coupon: coupon || undefined };
  // The API's breakdown once the form prices locally without issues: it checks the coupon and is the authority.
  const server = useOrderPrice(
    local.price && branchId ? { branch_id: branchId, services: priced, ...discount } : null,
    can('orderCreate'),
  );
  useCouponRefusal(server.error, form);
  const slotRequest = branchId && date && local.price ? { branch_id: branchId, date, services: priced } : null;

  const send = async () => {
    form.setValue('services', priced);
    // The catalog's bounds ('Minimum quantity {n}') on the same field paths the API uses, set after the schema's
    // check (handleSubmit replaces the errors with the resolver's).
    const issues = branch ? local.issues : [];
    const showIssues = () => {
      for (const issue of issues) form.setError(issue.path as 'services', { type: 'catalog', message: issue.message });
    };
    await form.handleSubmit(async (values: CreateOrderValues) => {
      if (issues.length > 0) showIssues();
      else await submit(values);
    }, showIssues)();
  };

  const errors = form.formState.errors;
  const lineError = (index: number) => errors.services?.[index]?.quantity?.message;
  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate data-testid="order-form" onSubmit={submitWith(send)}>
        {canReadBranches ? null : (
          <MessageBar intent="warning">
            <MessageBarBody>{t('order.add.noBranchAccess')}</MessageBarBody>
          </MessageBar>
        )}
        {draft.found ? (
          <DraftFoundBanner draft={draft.found} onResume={draft.resume} onDiscard={draft.discard} />
        ) : null}
        {draft.failed ? (
          <DraftFailureBanner
            draft={draft.failed}
            onAcceptPrice={draft.acceptPrice}
            onPickSlot={draft.pickSlot}
            busy={draft.busy}
          />
        ) : null}
        {carried && carriedIds.length > 0 ? <CarriedBranchesNote ids={carriedIds} found={carried} /> : null}
        {offer ? <OfferNote offer={offer} service={offerService} /> : null}
        <SearchPicker
          label={t('order.add.branch')}
          required
          testId="order-branch"
          placeholder={t('order.add.chooseBranch')}
          search={branchSearchQuery}
          enabled={canReadBranches}
          itemKey={(b) => b.id}
          itemLabel={(b) => `${b.name} (${b.code})`}
          value={branchId || null}
          valueLabel={branch ? `${branch.name} (${branch.code})` : undefined}
          onChange={(picked) => {
            setBranch(picked);
            form.setValue('branch_id', picked?.id ?? '');
            form.setValue('slot', '');
            form.clearErrors('branch_id');
          }}
          error={errors.branch_id?.message}
        />
        <ServiceLines
          choices={services}
          filter={<ServiceTypeFilter value={serviceType} onChange={setServiceType} />}
          offered={(id) => !serviceType || services.find((s) => s.id === id)?.service_type_id === serviceType}
          value={lines}
          onChange={(next) => {
            setLines(next);
            form.setValue('slot', '');
            if (errors.services) form.clearErrors('services');
          }}
          error={errors.services?.message ?? errors.services?.root?.message}
          lineError={lineError}
        />
        <VisitTimeFields form={form} request={slotRequest} />
        <FormTextField control={form.control} name="notes" label={t('order.add.notes')} multiline />
        {offer ? null : <FormTextField control={form.control} name="coupon" label={t('order.add.coupon')} dir="ltr" />}
        <Field label={t('order.add.paymentMethod')} required>
          <RadioGroup
            value={method}
            onChange={(_e, data) => {
              const next = ORDER_METHODS.find((m) => m === data.value);
              if (next) form.setValue('payment_method', next);
            }}
            data-testid="order-method"
          >
            {ORDER_METHODS.map((m) => (
              <Radio key={m} value={m} label={text.money('paymentMethod', m)} />
            ))}
          </RadioGroup>
        </Field>
        {method === 'wallet' && wallet.data ? (
          <Text data-testid="wallet-balance">
            {t('order.add.walletBalance', { balance: text.sar(wallet.data.balance) })}
          </Text>
        ) : null}
        {failure ? (
          <MessageBar intent="error" data-testid="order-error">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div>
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting || !canReadBranches}>
            {form.formState.isSubmitting ? t('order.add.submitting') : t('order.add.submit')}
          </Button>
        </div>
        {draft.saving || draft.savedAt ? (
          <Text size={200} data-testid="draft-status" aria-live="polite">
            {draft.saving
              ? t('onDemand.draft.saving')
              : t('onDemand.draft.saved', { time: text.dateTime(draft.savedAt!) })}
          </Text>
        ) : null}
      </form>
      <PriceCard
        kind="order"
        price={server.data && !server.isPlaceholderData ? server.data : local.price}
        services={services}
        offer={offer}
      />
    </div>
  );
}
