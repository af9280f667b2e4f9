import { notify } from '@portal/shared';
import type {
  Branch,
  CreateOrderValues,
  createOrderBodySchema,
  OrderDraftForm,
  OrderOperationResult,
} from '@portal/shared/contract';
import type { ContractForm } from '@portal/shared/forms';
import { useSearchParams } from '@portal/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { branchQuery } from '../../../common/location-queries';
import { useOrdersTranslation } from '../../../i18n/use-orders-translation';
import { ORDERS_KEY } from '../../list/order-list-query';
import type { DraftLine } from '../order-pricing';
import { useDiscardDraft, useOrderDraft, useSaveDraft, useSubmitDraft } from './draft-queries';
import { useDraftAutosave } from './use-draft-autosave';

type Send = (input: { body: CreateOrderValues; headers: Record<string, string> }) => Promise<OrderOperationResult>;

/**
 * The one-time order form's draft (ADR 0063): the draft left earlier (resume or discard), the autosave, and the
 * submit, through the draft's own endpoint once a draft exists (priced again and slot checked by the API).
 */
export function useOrderFormDraft(input: {
  form: ContractForm<typeof createOrderBodySchema>;
  lines: DraftLine[];
  setLines: (lines: DraftLine[]) => void;
  setBranch: (branch: Branch | null) => void;
  create: Send;
  enabled: boolean;
}) {
  const { form, enabled } = input;
  const { t } = useOrdersTranslation();
  const client = useQueryClient();
  const draft = useOrderDraft(enabled);
  const save = useSaveDraft();
  const discard = useDiscardDraft();
  const submitDraft = useSubmitDraft();
  // A draft found on opening waits for Resume or Discard; until then nothing overwrites it.
  const [decided, setDecided] = useState(false);
  const values = form.watch();
  const current: OrderDraftForm = {
    branch_id: values.branch_id || null,
    lines: input.lines,
    date: values.date ?? '',
    slot: values.slot ?? '',
    shift: values.shift,
    notes: values.notes ?? '',
    coupon: values.coupon ?? '',
    payment_method: values.payment_method,
  };
  const found = draft.data && !decided ? draft.data : null;
  const autosave = useDraftAutosave(current, {
    enabled: enabled && draft.isSuccess && !found,
    save: (saved) => {
      // The form now writes the user's draft: the one it saves is not "a draft left earlier".
      setDecided(true);
      save.mutate({ form: saved });
    },
  });

  const resume = async () => {
    const saved = draft.data?.form;
    if (!saved) return;
    const id = saved.branch_id;
    const branch = id ? await client.fetchQuery(branchQuery(id)).catch(() => null) : null;
    autosave.rebase();
    input.setBranch(branch);
    input.setLines(saved.lines);
    form.reset({
      branch_id: branch ? branch.id : '',
      services: [],
      date: saved.date ?? '',
      slot: saved.slot ?? '',
      ...(saved.shift ? { shift: saved.shift } : {}),
      notes: saved.notes ?? '',
      coupon: saved.coupon ?? '',
      payment_method: saved.payment_method ?? 'wallet',
    });
    setDecided(true);
  };

  // Resume on the orders list (?draft=resume): the user has chosen already, the form opens with the draft.
  const resumeAsked = useSearchParams()[0].get('draft') === 'resume';
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumeAsked || !found || resumed.current) return;
    resumed.current = true;
    void resume();
  });

  const pickSlot = () => {
    form.setValue('slot', '');
    void client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'slots'] });
  };

  const send = async (request: { body: CreateOrderValues; headers: Record<string, string> }) => {
    autosave.cancel();
    setDecided(true);
    if (!draft.data) return input.create(request);
    const answer = await submitDraft.mutateAsync(request);
    // The slot was taken since the offer: as after the direct create's 422 on `slot`, the reason goes on the slot
    // field (it stays there once the next autosave turns the draft back into a draft and the banner goes), the pick
    // is cleared and the day's slots are asked again at once.
    const failure = answer.draft?.failure;
    if (failure?.reason === 'slot_unavailable') {
      form.setError('slot', { type: 'server', message: failure.message });
      pickSlot();
    }
    return answer.submitted;
  };

  return {
    found,
    failed: decided && draft.data?.status === 'draft_failed' ? draft.data : null,
    savedAt: save.data?.updated_at ?? null,
    saving: save.isPending,
    busy: save.isPending,
    resume: () => void resume(),
    discard: () => {
      discard.mutate();
      setDecided(true);
    },
    acceptPrice: () =>
      save.mutate(
        { form: current, accept_price: true },
        { onSuccess: () => notify.success(t('onDemand.draft.accepted')) },
      ),
    pickSlot,
    send,
  };
}
