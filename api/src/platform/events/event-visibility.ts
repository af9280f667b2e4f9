import { type AbilityRule, REALTIME_EVENT_RULES, type RealtimeEventType } from '@portal/contract';
import type { Ability } from '../ability/build-ability';
import { branchPathOf, type CompanyOwnedTable } from '../db/schema/company-owned';
import { companyPackages, files, journalEntries, orders, payments, supportMessages } from '../db/schema/index';
import { branchAllowed } from '../db/scoped-db';
import type { DispatchedEvent } from './event-queries';

// Who receives an event (issue 26.2, ADR 0032): whoever the REST API lets read the resource it names, by that
// resource's own rule — the route's permission (the contract's *_RULES) and, for a table that hangs on a branch
// (db/schema/company-owned.ts), the member's branch limit (scoped-db.ts branchAllowed, on the event's recorded
// branch). Nothing here restates a rule: a table made branch-limited in the registry is limited here too, and an
// unknown type goes to nobody (fail closed) until it is listed.

/** What a stream knows of its member: the abilities and branch limit a request of theirs gets right now. */
export interface StreamAccess {
  ability: Ability;
  /** The member's branches; empty: every branch (spec §6). */
  branchIds: readonly string[];
}

/** A resource as the REST API guards it: the permission of its read route, the table its rows live in. */
interface Resource {
  rule: AbilityRule;
  table: CompanyOwnedTable;
}

// The table each event's resource lives in (its rule is the contract's REALTIME_EVENT_RULES). The company-facing
// types only: the ops queue event (record-event.ts) is absent, so no company stream carries it.
const tableOf: Record<RealtimeEventType, CompanyOwnedTable> = {
  NEW_ORDER: orders,
  ORDER_STATUS_CHANGED: orders,
  // The order chat is read through its order (chat/order-chat.ts): the order's branch.
  ORDER_NEW_MESSAGE: orders,
  NEW_PACKAGE: companyPackages,
  PACKAGE_STATUS_CHANGED: companyPackages,
  WALLET_CHANGED: journalEntries,
  PAYMENT_RECEIVED: payments,
  TECHNICAL_SUPPORT: supportMessages,
  ACCOUNT_VERIFICATION: files,
};

const order: Resource = { rule: REALTIME_EVENT_RULES.NEW_ORDER, table: orders };

function resourceOf(type: string): Resource | undefined {
  if (!Object.hasOwn(tableOf, type)) return undefined;
  const known = type as RealtimeEventType;
  return { rule: REALTIME_EVENT_RULES[known], table: tableOf[known] };
}

/** The payload fields that name an order (money events of an order payment or refund carry them). */
const ORDER_FIELDS = ['reference', 'order_id'] as const;

function mayRead(access: StreamAccess, resource: Resource, branchId: string | null): boolean {
  if (!access.ability.can(resource.rule.action, resource.rule.subject)) return false;
  return branchPathOf(resource.table) === undefined || branchAllowed(access.branchIds, branchId);
}

/**
 * The event as this member may see it: itself; a copy without the order it names when the resource is
 * company-wide (the wallet, a payment) but that order is not theirs to read (the refresh still comes, the order's
 * reference does not); or null.
 */
export function visibleTo(access: StreamAccess, event: DispatchedEvent): DispatchedEvent | null {
  const resource = resourceOf(event.type);
  if (!resource || !mayRead(access, resource, event.branchId)) return null;
  if (resource.table === order.table || !('order_id' in event.payload)) return event;
  if (mayRead(access, order, event.branchId)) return event;
  const payload = { ...event.payload };
  for (const field of ORDER_FIELDS) delete payload[field];
  return { ...event, payload };
}
