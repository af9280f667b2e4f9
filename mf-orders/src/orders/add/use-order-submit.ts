import { applyFieldErrors, isApiError, notify, useIdempotencyKeys } from '@portal/shared';
import type { OrderOperationResult } from '@portal/shared/contract';
import type { ContractForm, useContractForm } from '@portal/shared/forms';
import { useNavigate } from '@portal/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type * as v from 'valibot';
import { leaveForGateway } from '../../common/gateway-redirect';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { ORDERS_KEY } from '../list/order-list-query';
import { orderPath } from '../order-links';

/** null: nothing was placed, the answer is shown where it belongs (a draft that failed its checks, ADR 0063). */
type Send<TBody> = (input: { body: TBody; headers: Record<string, string> }) => Promise<OrderOperationResult | null>;

type AnySchema = Parameters<typeof useContractForm>[0];

/**
 * One submission of the create forms: the body with its Idempotency-Key (a retry of the same body is the same
 * order), then the gateway's page for a card or the new order's page; a 422's field errors go on the form's fields.
 * A 422 on `slot` means another booking took it between the offer and the submit: the pick is cleared and the
 * day's slots are asked again, so the next pick is from what is free now, not from the stale offer.
 */
export function useOrderSubmit<TBody, S extends AnySchema>(send: Send<TBody>, form: ContractForm<S>) {
  // The API names the body's fields, which are the form's (the form is built from the body's schema).
  const fields = form as unknown as ContractForm<v.GenericSchema<{ slot: string }, { slot: string }>>;
  const setFieldError = (field: string, message: string) => {
    fields.setError(field as 'slot', { type: 'server', message });
    if (field === 'slot') fields.setValue('slot', '');
  };
  const { t } = useOrdersTranslation();
  const navigate = useNavigate();
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);
  const client = useQueryClient();
  const submit = async (body: TBody) => {
    setFailure(null);
    try {
      const result = await send({ body, headers: keys.headerFor(JSON.stringify(body)) });
      keys.done();
      if (!result) return;
      if (leaveForGateway(result.payment_url, t('order.ops.redirecting'))) return;
      // The API's own message (issue 25.5): "created", or held by the branch's spending cap, in the user's language.
      notify.success(result.message);
      navigate(orderPath(result.order.reference));
    } catch (error) {
      let placed = false;
      applyFieldErrors(error, (name, e) => {
        setFieldError(name, e.message ?? '');
        if (name === 'slot') void client.invalidateQueries({ queryKey: [...ORDERS_KEY, 'slots'] });
        placed = true;
      });
      // A 422 is not toasted (spec §8): what landed on no field shows above the button.
      if (!placed && isApiError(error) && error.kind === 'validation') setFailure(error.message);
    }
  };
  return { submit, failure };
}

/** A form's submit handler that sends with `send` (the browser's own submission is stopped: the API answers). */
export const submitWith = (send: () => Promise<unknown>) => (event: FormEvent) => {
  event.preventDefault();
  void send();
};
