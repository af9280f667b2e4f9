import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { memberships, roles } from './access';
import { auditEvents } from './audit';
import { branchCounts, branches, unitSpaces, units } from './branches';
import { chatAssignments, supportConversations, supportMessages } from './chat';
import { companyPrices } from './company-prices';
import { companyContracts, companyShifts } from './company-terms';
import { dashboardOrderMonths, dashboardServiceMonths, dashboardServiceYears } from './dashboard';
import { files } from './files';
import { invoices } from './invoices';
import { journalEntries, ledgerAccounts } from './ledger';
import { notifications } from './notifications';
import { opsAudit } from './ops';
import { orderChecklistTicks } from './order-checklist';
import { orderDrafts } from './order-drafts';
import { couponUses } from './order-support';
import {
  orderEvidence,
  orderListCounts,
  orderLogs,
  orderMessages,
  orderProposals,
  orderServices,
  orderStatusHistory,
  orders,
} from './orders';
import { companyPackageConsumptions, companyPackageLocations, companyPackages, outboxEvents } from './packages';
import { idempotencyKeys, payments, walletTempTransactions } from './payments';
import { quotations, referenceCounters } from './quotations';
import { branchSpendingCaps, paymentApprovals, walletRefunds } from './spending';

// The company-owned tables, registered once (ADR 0005). Only the company scope (db/scoped-db.ts) and the named
// system door reach them; the guard test fails on any other statement that touches one of these tables.
// A new table with a `company_id` column must be added here (a test compares this list with the schema).

/** A table whose rows belong to one company. */
export type CompanyOwnedTable = PgTable & { companyId: PgColumn };

/** How a table's rows hang on a branch, for members limited to some branches (spec §6). */
export type BranchPath = { kind: 'column'; column: PgColumn } | { kind: 'unit'; unitId: PgColumn };

interface OwnedEntry {
  table: CompanyOwnedTable;
  /** Absent: rows are company-wide (roles, wallet, …) and not limited by branch. */
  branch?: BranchPath;
}

const companyOwned: readonly OwnedEntry[] = [
  { table: branches, branch: { kind: 'column', column: branches.id } },
  { table: units, branch: { kind: 'column', column: units.branchId } },
  { table: unitSpaces, branch: { kind: 'unit', unitId: unitSpaces.unitId } },
  { table: roles },
  { table: memberships },
  { table: auditEvents },
  // Money (issue 9): company-wide, not limited by branch. ledger_accounts also holds the platform's accounts
  // (company_id null), read by the ledger next to the company's own (api/src/money/ledger/accounts.ts).
  { table: ledgerAccounts },
  { table: journalEntries },
  { table: payments },
  { table: walletTempTransactions },
  { table: idempotencyKeys },
  { table: invoices },
  { table: files },
  { table: notifications },
  // Quotations and packages (issue 10): company-wide.
  { table: referenceCounters },
  { table: quotations },
  { table: companyPackages },
  { table: companyPackageLocations },
  { table: companyPackageConsumptions },
  { table: outboxEvents },
  // Orders (issue 11): limited by the order's branch; their children are reached only through their order.
  { table: orders, branch: { kind: 'column', column: orders.branchId } },
  { table: orderServices },
  { table: orderStatusHistory },
  { table: orderLogs },
  { table: orderProposals },
  { table: orderMessages },
  { table: orderEvidence },
  { table: orderChecklistTicks },
  // Coupon uses (ADR 0060): company-wide, one per order that took a coupon.
  { table: couponUses },
  // Order drafts (ADR 0063): the author's own; their branch limit is applied by the drafts' code, since a draft
  // without a branch yet must stay theirs (the SQL branch filter would hide it).
  { table: orderDrafts },
  { table: orderListCounts, branch: { kind: 'column', column: orderListCounts.branchId } },
  // Spending caps (issue 9 Beyond): limited by their branch like the orders they hold.
  { table: branchSpendingCaps, branch: { kind: 'column', column: branchSpendingCaps.branchId } },
  { table: paymentApprovals, branch: { kind: 'column', column: paymentApprovals.branchId } },
  // Refunds to the bank (refund_payment): company-wide money, like the wallet.
  { table: walletRefunds },
  // The company's branch total (migration 0018); read only when the caller is not limited to some branches.
  { table: branchCounts },
  // The dashboard's monthly aggregates (issue 13): limited by branch like the orders they sum.
  { table: dashboardOrderMonths, branch: { kind: 'column', column: dashboardOrderMonths.branchId } },
  { table: dashboardServiceMonths, branch: { kind: 'column', column: dashboardServiceMonths.branchId } },
  { table: dashboardServiceYears, branch: { kind: 'column', column: dashboardServiceYears.branchId } },
  // The support chat (issue 12.3): company-wide.
  { table: supportConversations },
  { table: supportMessages },
  // The ops audit log (issue 27.2): written and read by ops through the system door; company_id null for actions
  // on no company (ops users).
  { table: opsAudit },
  // Who of the support team has taken a conversation (issue 27.5): written and read by ops through the system door.
  { table: chatAssignments },
  // The company's contract and service shifts (ADR 0072): company-wide.
  { table: companyContracts },
  { table: companyShifts },
  // A company's negotiated prices (ADR 0071): company-wide; ops write them through the system door.
  { table: companyPrices },
];

const byTable = new Map<PgTable, OwnedEntry>(companyOwned.map((entry) => [entry.table, entry]));

export function branchPathOf(table: CompanyOwnedTable): BranchPath | undefined {
  return byTable.get(table)?.branch;
}

/** SQL names of the registered tables (what the guard looks for in statements). */
export function companyOwnedTableNames(): string[] {
  return companyOwned.map((entry) => getTableName(entry.table));
}
