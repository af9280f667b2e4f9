import type { OpsAction, OpsSubject } from './ops-permissions';

// The rules of every operations console endpoint, declared once here without any schema (issue 27.2, 25.1): each
// ops endpoint declaration (ops-endpoints.ts, ops-queue-endpoints.ts, ops-order-endpoints.ts, ops-chat-endpoints.ts,
// ops-overview.ts, platform-settings.ts, reel-endpoints.ts, coupons.ts) takes its `access` from this table, and the console (mf-ops/src/ops-rules.ts)
// its routes' and buttons' rules, so the two cannot differ. Light on purpose: the console's first chunk imports it,
// not the endpoints and their schemas.

const rule = <const A extends OpsAction, const S extends OpsSubject>(action: A, subject: S) =>
  ({ action, subject }) as const;

export const OPS_RULES = {
  /** GET ops/overview, ops/queues */
  overviewRead: rule('read', 'ops_overview'),
  // ── the work queues (issue 27.3) ──
  /** List and read the bank transfers (and their receipts). */
  transfersRead: rule('read', 'ops_transfers'),
  /** Confirm or reject one. */
  transfersDecide: rule('update', 'ops_transfers'),
  quotationsRead: rule('read', 'ops_quotations'),
  /** Approve or reject one. */
  quotationsDecide: rule('update', 'ops_quotations'),
  refundsRead: rule('read', 'ops_refunds'),
  /** Mark one paid or reject it. */
  refundsDecide: rule('update', 'ops_refunds'),
  // ── companies (issue 27.6) ──
  /** GET ops/companies[/:id][/certificates/:kind] (the directory, a company, the verification queue) */
  companiesRead: rule('read', 'ops_companies'),
  /** POST ops/companies/:id/suspend|reinstate|certificates/verify|certificates/reject */
  companiesDecide: rule('update', 'ops_companies'),
  /** PUT ops/companies/:id/credit-line */
  creditLineUpdate: rule('update', 'ops_credit_lines'),
  // ── orders and dispatch (issue 27.4) ──
  /** GET ops/orders, ops/dispatch/orders, ops/dispatch/orders/:id/slots */
  dispatchRead: rule('read', 'ops_orders'),
  /** POST ops/orders/:id/transition | assignProvider | reschedule | proposals | collectCash */
  dispatchAct: rule('update', 'ops_orders'),
  /** GET ops/orders/providers, ops/dispatch/day (the providers' day) */
  providersRead: rule('read', 'ops_providers'),
  // ── administration (issue 27.2, 27.7) ──
  /** GET ops/settings, ops/settings/history */
  settingsRead: rule('read', 'ops_settings'),
  /** PUT ops/settings */
  settingsUpdate: rule('update', 'ops_settings'),
  /** GET ops/users */
  usersRead: rule('read', 'ops_users'),
  /** POST ops/users, PATCH ops/users/:id */
  usersUpdate: rule('update', 'ops_users'),
  /** GET ops/audit */
  auditRead: rule('read', 'ops_audit'),
  // ── support inbox (issue 27.5) ──
  /** GET ops/chat/conversations[/:kind/:id], the messages and their files, the ops event stream */
  inboxRead: rule('read', 'ops_conversations'),
  /** POST …/messages (reply), …/read, ops/chat/conversations/:kind/:id/take */
  inboxReply: rule('update', 'ops_conversations'),
  // ── reels (issue 32.7, ADR 0067): marketing content, published by the team that publishes the catalog and offers ──
  /** GET ops/reels */
  reelsRead: rule('read', 'ops_catalog'),
  /** POST ops/reels, ops/reels/:id/video, PUT ops/reels/:id/published */
  reelsPublish: rule('update', 'ops_catalog'),
  // ── coupons (issue 32.5, ADR 0074): offers of the same team ──
  /** GET ops/coupons, ops/coupons/:id/uses */
  couponsRead: rule('read', 'ops_catalog'),
  /** POST ops/coupons, PATCH ops/coupons/:id */
  couponsManage: rule('update', 'ops_catalog'),
} as const;
