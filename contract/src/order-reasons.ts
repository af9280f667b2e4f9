import * as v from 'valibot';
import { trilingualNameSchema } from './areas';
import { listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';
import {
  PROPERTY_SETTING_SORT_KEYS,
  propertySettingListQuerySchema,
  propertySettingListSchema,
  propertySettingSchema,
} from './property-settings';
import { lookupEndpoints } from './resource-endpoints';

// Spec §7 public/settings/reason and public/settings/serviceType (ADR 0058). A reason explains a cancel (the company)
// or a fail (ops, the provider); the one that needs the person's own words is `other`. A service type is the kind of
// work a catalog service is, and filters the catalog.

export const ORDER_REASON_KINDS = ['cancel', 'fail'] as const;
export type OrderReasonKind = (typeof ORDER_REASON_KINDS)[number];
/** The reason whose text is required (order_reasons.needs_text is set for it). */
export const OTHER_REASON_CODE = 'other';

export const orderReasonSchema = v.object({
  id: v.string(),
  kind: v.picklist(ORDER_REASON_KINDS),
  code: v.string(),
  name: trilingualNameSchema,
  needs_text: v.boolean(),
  sort: v.number(),
});
export type OrderReason = v.InferOutput<typeof orderReasonSchema>;

export const orderReasonListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(PROPERTY_SETTING_SORT_KEYS),
  kind: v.optional(v.picklist(ORDER_REASON_KINDS, messageKey('validation.invalid'))),
});
export const orderReasonListSchema = listResultSchema(orderReasonSchema);

export const REASON_ENDPOINTS = lookupEndpoints({
  name: { one: 'Reason', many: 'Reasons' },
  path: 'public/settings/reason',
  tag: 'settings',
  summary: 'Cancel and fail reasons (kind=cancel|fail), in ar/en/fr; "other" needs a text',
  schemas: { listQuery: orderReasonListQuerySchema, list: orderReasonListSchema, item: orderReasonSchema },
});

export const SERVICE_TYPE_ENDPOINTS = lookupEndpoints({
  name: { one: 'ServiceType', many: 'ServiceTypes' },
  path: 'public/settings/serviceType',
  tag: 'settings',
  summary: 'Service types (planned upkeep, repair on call, one-off job): the catalog filter',
  schemas: { listQuery: propertySettingListQuerySchema, list: propertySettingListSchema, item: propertySettingSchema },
});

/** A listed reason's code (`other` when absent: the words alone are then the reason). */
export const reasonCodeField = v.optional(
  v.pipe(
    v.string(messageKey('validation.required')),
    v.trim(),
    v.regex(/^[a-z_]{1,40}$/, messageKey('validation.invalid')),
  ),
);

/** "other" (or no code) needs the words; any other listed reason may carry them. */
export const reasonTextGiven = (body: { reason_code?: string | undefined; reason?: string | undefined }) =>
  (body.reason_code ?? OTHER_REASON_CODE) !== OTHER_REASON_CODE || Boolean(body.reason);
