// Product vocabulary the public pages explain (spec §1, §4, §9). Ids only; the words live per language.

export const SERVICE_LINES = ['maintenance', 'cleaning', 'pest-control'] as const;
export type ServiceLineId = (typeof SERVICE_LINES)[number];

/** Visit frequencies of a package (spec §4), in display order. */
export const VISIT_FREQUENCIES = [
  'on_demand',
  'one_time',
  'daily',
  'weekly',
  'weekly_twice',
  'monthly',
  'monthly_twice',
  'quarterly',
  'quarterly_twice',
  'semi_annually',
  'yearly',
  'emergency_2',
  'emergency_4',
  'emergency_6',
] as const;
export type VisitFrequencyId = (typeof VISIT_FREQUENCIES)[number];

/** Payment methods (spec §4: cash, wallet, transfer, credit_card). */
export const PAYMENT_METHODS = ['wallet', 'transfer', 'credit_card', 'cash'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/** Order statuses (spec §4); the order-statuses article explains each one. */
export const ORDER_STATUSES = [
  'draft',
  'created',
  'confirmed',
  'assigned',
  'advance_payment_paid',
  'on_the_way',
  'arrived',
  'in_progress',
  'inspection_started',
  'inspection_ended',
  'final_payment_paid',
  'completed',
  'rated',
  'canceled',
  'failed',
  'advance_payment_failed',
  'assign_provider_failed',
  'draft_failed',
  'on_hold',
] as const;

/** VAT in Saudi Arabia (ARCHITECTURE §4): 15 %, in basis points so the example stays integer halalas. */
export const VAT_BASIS_POINTS = 1500;
