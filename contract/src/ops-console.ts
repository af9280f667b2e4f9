import * as v from 'valibot';
import { formObject, requiredText, uuidField } from './fields';
import { booleanQueryParam, listQueryEntries, listResultSchema } from './list-query';
import { localizedNameSchema } from './login-info';
import { messageKey } from './messages';
import { dateFilterField } from './money';
import { OPS_ROLES, type OpsSubject, opsRoleSchema } from './ops-permissions';
import { phoneSchema } from './phone';

// The operations console's own API (issue 27.2, 27.3, 27.6): ops users, the audit log of ops actions, the work
// queues' counts and the companies directory. The endpoints are declared in ./ops-endpoints.ts.

// ── Ops users ────────────────────────────────────────────────────────────────────────────────────────────────────
const rolesField = v.pipe(
  v.array(opsRoleSchema, messageKey('validation.invalid')),
  v.minLength(1, messageKey('validation.required')),
  v.maxLength(OPS_ROLES.length, messageKey('validation.invalid')),
  v.transform((roles) => [...new Set(roles)]),
);

export const opsUserSchema = v.object({
  id: v.string(),
  name: v.string(),
  phone: v.string(),
  roles: v.array(opsRoleSchema),
  active: v.boolean(),
  deactivated_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type OpsUser = v.InferOutput<typeof opsUserSchema>;

export const opsUserListQuerySchema = v.object({
  ...listQueryEntries,
  role: v.optional(opsRoleSchema),
  active: v.optional(booleanQueryParam),
});
export const opsUserListSchema = listResultSchema(opsUserSchema);

export const createOpsUserBodySchema = formObject({ name: requiredText(100), phone: phoneSchema, roles: rolesField });
export type CreateOpsUserBody = v.InferInput<typeof createOpsUserBodySchema>;

/** Change the roles, or deactivate (active: false, every session ends) / reactivate; at least one of them. */
export const updateOpsUserBodySchema = v.pipe(
  formObject({ roles: v.optional(rolesField), active: v.optional(v.boolean(messageKey('validation.invalid'))) }),
  v.check((body) => body.roles !== undefined || body.active !== undefined, messageKey('validation.required')),
);
export type UpdateOpsUserBody = v.InferInput<typeof updateOpsUserBodySchema>;

// ── Audit log ────────────────────────────────────────────────────────────────────────────────────────────────────
/** Every kind of ops action the log records (the console labels each). */
export const OPS_AUDIT_ACTIONS = [
  'transfer.confirm',
  'transfer.reject',
  'credit_line.update',
  'refund.pay',
  'refund.reject',
  'quotation.approve',
  'quotation.reject',
  'order.assign',
  'order.reschedule',
  'order.transition',
  'order.propose',
  'order.collect_cash',
  'chat.order_reply',
  'chat.support_reply',
  'chat.take',
  'ops_user.create',
  'ops_user.update',
  'company.suspend',
  'company.reinstate',
  'company.verify',
  'company.verification_reject',
  'settings.update',
  'company.contract_update',
  'company.shifts_update',
  // A company's negotiated prices (ADR 0071).
  'company_price.set',
  'company_price.remove',
  // The coupons (ADR 0074).
  'coupon.create',
  'coupon.update',
] as const;
export type OpsAuditAction = (typeof OPS_AUDIT_ACTIONS)[number];

export const opsAuditQuerySchema = v.object({
  page: listQueryEntries.page,
  perPage: listQueryEntries.perPage,
  /** Contained in the actor's name or the company's name (ar/en). */
  q: listQueryEntries.q,
  actor: v.optional(uuidField),
  action: v.optional(v.picklist(OPS_AUDIT_ACTIONS, messageKey('validation.invalid'))),
  company_id: v.optional(uuidField),
  date_from: dateFilterField,
  date_to: dateFilterField,
});

export const opsAuditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  actor: v.object({ id: v.nullable(v.string()), name: v.string() }),
  action: v.string(),
  target: v.object({ type: v.string(), id: v.nullable(v.string()) }),
  company: v.nullable(v.object({ id: v.string(), name: localizedNameSchema })),
  /** The why (reason) and what (amounts, roles, provider…) of the action. */
  details: v.record(v.string(), v.unknown()),
});
export type OpsAuditEntry = v.InferOutput<typeof opsAuditEntrySchema>;
export const opsAuditListSchema = listResultSchema(opsAuditEntrySchema);

// ── Work queues ──────────────────────────────────────────────────────────────────────────────────────────────────
/** The queues of the console's navigation, each read under its area's rule (read <subject>). */
export const OPS_QUEUES = {
  transfers_pending: 'ops_transfers',
  transfers_overdue: 'ops_transfers',
  quotations_awaiting: 'ops_quotations',
  refunds_pending: 'ops_refunds',
  companies_to_verify: 'ops_companies',
  orders_unassigned_today: 'ops_orders',
  conversations_unread: 'ops_conversations',
} as const satisfies Record<string, OpsSubject>;
export type OpsQueueKey = keyof typeof OPS_QUEUES;

export const opsQueueSchema = v.object({
  key: v.picklist(Object.keys(OPS_QUEUES) as [OpsQueueKey, ...OpsQueueKey[]]),
  count: v.number(),
  /** Since when the oldest item waits; null when the queue is empty. */
  oldest_at: v.nullable(v.string()),
});
export type OpsQueue = v.InferOutput<typeof opsQueueSchema>;
/** Only the queues the caller's roles may read. */
export const opsQueuesSchema = v.object({ queues: v.array(opsQueueSchema) });

// ── Companies ────────────────────────────────────────────────────────────────────────────────────────────────────
export const COMPANY_STATUSES = ['active', 'suspended'] as const;
/** none: no certificate yet; awaiting: uploaded since the last decision. */
export const VERIFICATION_STATUSES = ['none', 'awaiting', 'verified', 'rejected'] as const;

export const opsCompanyListQuerySchema = v.object({
  ...listQueryEntries,
  status: v.optional(v.picklist(COMPANY_STATUSES, messageKey('validation.invalid'))),
  verification: v.optional(v.picklist(VERIFICATION_STATUSES, messageKey('validation.invalid'))),
});

export const opsCompanySchema = v.object({
  id: v.string(),
  name: localizedNameSchema,
  cr_number: v.nullable(v.string()),
  vat_number: v.nullable(v.string()),
  owner_name: v.string(),
  owner_phone: v.string(),
  status: v.picklist(COMPANY_STATUSES),
  suspended_at: v.nullable(v.string()),
  suspension_reason: v.nullable(v.string()),
  verification: v.object({
    status: v.picklist(VERIFICATION_STATUSES),
    decided_at: v.nullable(v.string()),
    reason: v.nullable(v.string()),
    /** When the latest certificate was uploaded (the queue's waiting time). */
    certificates_at: v.nullable(v.string()),
  }),
  /** Halalas: wallet balance, credit limit and credit used. */
  wallet: v.object({ balance: v.number(), credit_limit: v.number(), credit_used: v.number() }),
  branches_count: v.number(),
  members_count: v.number(),
  created_at: v.string(),
});
export type OpsCompany = v.InferOutput<typeof opsCompanySchema>;
export const opsCompanyListSchema = listResultSchema(opsCompanySchema);

export const opsCompanyDetailSchema = v.object({
  ...opsCompanySchema.entries,
  address: v.nullable(v.string()),
  contact: v.object({ person: v.nullable(v.string()), phone: v.nullable(v.string()), email: v.nullable(v.string()) }),
  /** The current CR / VAT files; `url` serves the file to ops (inline). */
  certificates: v.array(
    v.object({ kind: v.string(), name: v.string(), mime: v.string(), url: v.string(), uploaded_at: v.string() }),
  ),
  branches: v.array(v.object({ id: v.string(), name: v.string() })),
  members: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      phone: v.string(),
      role: v.string(),
      status: v.string(),
      expires_at: v.nullable(v.string()),
    }),
  ),
  recent_orders: v.array(
    v.object({ id: v.string(), reference: v.string(), status: v.string(), total: v.number(), created_at: v.string() }),
  ),
  /** The latest few of each (the counts below say how many in all). */
  recent_packages: v.array(
    v.object({
      id: v.string(),
      reference: v.string(),
      name: v.record(v.string(), v.string()),
      status: v.string(),
      total_price: v.number(),
      created_at: v.string(),
    }),
  ),
  recent_invoices: v.array(
    v.object({ id: v.string(), code: v.string(), status: v.string(), total: v.number(), issued_at: v.string() }),
  ),
  /** The support conversation's latest messages, newest first. */
  recent_messages: v.array(
    v.object({
      sender_name: v.string(),
      sender_kind: v.string(),
      body: v.nullable(v.string()),
      created_at: v.string(),
    }),
  ),
  counts: v.object({ orders: v.number(), packages: v.number(), invoices: v.number(), conversations: v.number() }),
});
export type OpsCompanyDetail = v.InferOutput<typeof opsCompanyDetailSchema>;

/** Suspend, reinstate or reject certificates: the reason is kept in the audit log (and shown to the company). */
export const opsReasonBodySchema = formObject({ reason: requiredText(500) });
export const opsVerifyBodySchema = formObject({ reason: v.optional(requiredText(500)) });
export const opsIdParams = v.object({ id: uuidField });
