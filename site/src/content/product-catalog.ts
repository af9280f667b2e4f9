import {
  ORDER_STATUSES as CONTRACT_ORDER_STATUSES,
  VISIT_FREQUENCIES as CONTRACT_VISIT_FREQUENCIES,
  type PaymentMethod,
  VAT_RATE_BP,
  type VisitFrequency,
} from '@portal/shared/contract';

// Product vocabulary the public pages explain (spec §1, §4, §9). Ids only; the words live per language. The
// lists are the contract's, so the public pages cannot fall behind what the portal really uses.

export const SERVICE_LINES = ['maintenance', 'cleaning', 'pest-control'] as const;
export type ServiceLineId = (typeof SERVICE_LINES)[number];

/** Visit frequencies of a package (spec §4), in display order: the contract's list. */
export const VISIT_FREQUENCIES = CONTRACT_VISIT_FREQUENCIES;
export type VisitFrequencyId = VisitFrequency;

/** Payment methods (spec §4), in the order the public pages present them. */
export const PAYMENT_METHODS = [
  'wallet',
  'transfer',
  'credit_card',
  'cash',
] as const satisfies readonly PaymentMethod[];
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/** Order statuses (spec §4), the contract's list; the order-statuses article explains each one. */
export const ORDER_STATUSES = CONTRACT_ORDER_STATUSES;

/** VAT in Saudi Arabia (ARCHITECTURE §4): 15 %, in basis points so the example stays integer halalas. */
export const VAT_BASIS_POINTS = VAT_RATE_BP;
