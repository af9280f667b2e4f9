import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { listQueryEntries, listResultSchema } from '../list-query';
import { messageKey } from '../messages';
import { dateFilterField } from '../money';
import { opsIdParams } from '../ops-console';
import { orderOperationResultSchema, orderProposalSchema, orderSchema } from './order-schemas';
import type { OrderTransitionOperation } from './order-state-machine';
import type { OrderStatus } from './order-vocabulary';

// The providers' field app (issue 30, ADR 0046): a provider account reads its visits (its assigned orders, whole:
// services, location, notes, the contact) by day and slot, and records the cash it collects on site. Like the
// other provider endpoints (ORDER_PROVIDER_ENDPOINTS), signed-in access: the API finds the caller's provider
// (providers.user_id) and answers 403 to any other account, 404 for another provider's order.

/** The steps a provider takes (DOMAIN.md §6 actor P): the API refuses any other, the field app offers these. */
export const PROVIDER_STEP_OPERATIONS: readonly OrderTransitionOperation[] = [
  'depart',
  'arrive',
  'start_inspection',
  'end_inspection',
  'start_work',
  'complete',
];

/** On site, not yet completed: when the provider adds photos and ticks the checklist. */
export const PROVIDER_ON_SITE_STATUSES: readonly OrderStatus[] = [
  'arrived',
  'inspection_started',
  'inspection_ended',
  'in_progress',
  'final_payment_paid',
];

/** What a provider account may do: the shell's guard and navigation gate the field app with it. */
export const PROVIDER_RULES = {
  visitsRead: { action: 'read', subject: 'provider_visits' },
} as const;
/** The ability of every provider account (login info). */
export const PROVIDER_ABILITY = Object.values(PROVIDER_RULES);

export const PROVIDER_VISIT_PATHS = {
  list: 'providers/visits',
  one: 'providers/visits/:id',
  collectCash: 'providers/orders/:id/collectCash',
  /** One saved photo of the provider's order (a file route: the field app shows what is already on the server). */
  evidencePhoto: 'providers/orders/:id/evidence/:photoId/photo',
} as const;

/** Upcoming: today and after, earliest slot first; past: before today, latest first. */
export const PROVIDER_VISIT_PERIODS = ['upcoming', 'past'] as const;
export type ProviderVisitPeriod = (typeof PROVIDER_VISIT_PERIODS)[number];

/**
 * `q`: the reference, the branch's name or its address contains it; `date` (YYYY-MM-DD): the visits of that day
 * only (a past visit found by its day); the period sets the order (no sortBy).
 */
export const providerVisitQuerySchema = v.object({
  ...listQueryEntries,
  date: dateFilterField,
  period: v.optional(v.picklist(PROVIDER_VISIT_PERIODS, messageKey('validation.invalid')), 'upcoming'),
});
export type ProviderVisitQuery = v.InferOutput<typeof providerVisitQuerySchema>;

/** One visit: the order with its service lines, and who to call at the branch (the person who booked it). */
export const providerVisitSchema = v.object({
  ...orderSchema.entries,
  contact: v.object({ name: v.string(), phone: v.nullable(v.string()) }),
});
export type ProviderVisit = v.InferOutput<typeof providerVisitSchema>;

/**
 * GET providers/visits/:id: the visit with the changes the provider proposed from the field (service changes, a
 * visit quotation) and the company's answer to each, so the technician sees it approved or rejected.
 */
export const providerVisitDetailsSchema = v.object({
  ...providerVisitSchema.entries,
  proposals: v.array(orderProposalSchema),
});
export type ProviderVisitDetails = v.InferOutput<typeof providerVisitDetailsSchema>;

const access = { auth: 'signed-in' } as const;
const tag = 'providers';

export const PROVIDER_VISIT_ENDPOINTS = {
  list: endpoint({
    operationId: 'listProviderVisits',
    method: 'GET',
    path: PROVIDER_VISIT_PATHS.list,
    access,
    summary: "The provider's visits by day and slot (upcoming or past), with services, location and contact",
    tag,
    query: providerVisitQuerySchema,
    response: listResultSchema(providerVisitSchema),
  }),
  one: endpoint({
    operationId: 'getProviderVisit',
    method: 'GET',
    path: PROVIDER_VISIT_PATHS.one,
    access,
    summary: 'One visit of the provider, with its proposals and the company’s answers',
    tag,
    params: opsIdParams,
    response: providerVisitDetailsSchema,
  }),
  collectCash: endpoint({
    operationId: 'collectProviderOrderCash',
    method: 'POST',
    path: PROVIDER_VISIT_PATHS.collectCash,
    access,
    summary: 'The technician records the cash of a cash order collected on site (in progress): the amount due',
    tag,
    params: opsIdParams,
    response: orderOperationResultSchema,
  }),
};
