import {
  messageKey,
  ORDER_LIMITS,
  ORDER_PROPOSAL_KINDS,
  optionalOrderText,
  orderServicesField,
  slotField,
  visitDateField,
} from '@portal/contract';
import * as v from 'valibot';

// POST ops/orders/:id/proposals and providers/orders/:id/proposals (only the API reads it; the client answers with
// the contract's decideOrderChangesBodySchema): service changes and visit quotations carry the services after the
// change, a visit change the new date and slot (its shift follows from the slot).

export const proposeBodySchema = v.object({
  kind: v.picklist(ORDER_PROPOSAL_KINDS, messageKey('validation.invalid')),
  services: v.optional(orderServicesField),
  date: v.optional(visitDateField),
  slot: v.optional(slotField),
  note: optionalOrderText(ORDER_LIMITS.notes.max),
});
export type ProposeBody = v.InferOutput<typeof proposeBodySchema>;
