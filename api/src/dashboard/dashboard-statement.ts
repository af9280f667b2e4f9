import { type SQL, sql } from 'drizzle-orm';
import { jsonRows } from '../db/json-rows';
import { companies } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import { companyAccountRows } from '../ledger/index';
import {
  demandByCategory,
  latestOrders,
  type OrderFilter,
  orderFiguresByMonthAndBranch,
  orderYears,
  servicesInDemand,
} from './dashboard-order-queries';
import {
  countActiveMembers,
  countMembers,
  countRoles,
  monthlyPackageSpend,
  recentPackages,
  recentPayments,
  visibleBranches,
} from './dashboard-queries';

// Every widget's read in ONE statement: each select (scoped as before: company, member's branches, year, branch)
// is embedded as a JSON array of its rows, and the company row is the statement's one row. One round trip and one
// plan instead of fourteen statements: at 10 concurrent requests the per-statement costs (driver, protocol, parse,
// plan, pool waits) were most of the time, not the reads themselves (about 2 ms together at 100,000 orders).

/** JSON has no dates or 64-bit integers: timestamps come as text, bigints as numbers (halalas fit in 2^53). */
type Timestamp = string;

export interface DashboardRows {
  id: string;
  nameAr: string;
  nameEn: string;
  accounts: { kind: string; balance: number | null; creditLimit: number }[];
  members: number;
  activeMembers: number;
  roles: number;
  cells: { month: number; branchId: string; orders: number; completed: number; seconds: number; spend: number }[];
  demand: { service_id: string; name: { ar: string; en: string; fr: string }; orders: number; quantity: number }[];
  categories: {
    category_id: string;
    name: { ar: string; en: string; fr: string };
    orders: number;
    quantity: number;
  }[];
  latest: { reference: string; branch_name: string; status: string; total: number; createdAt: Timestamp }[];
  payments: {
    id: string;
    seq: number;
    method: string;
    type: string;
    status: string;
    amount: number;
    createdAt: Timestamp;
  }[];
  packages: {
    reference: string;
    name: { ar: string; en: string; fr: string };
    status: string;
    type: string;
    total: number;
    used: number;
    total_price: number;
    createdAt: Timestamp;
  }[];
  packageMonths: { month: number; value: number }[];
  years: { first: number | null; last: number | null }[];
  branches: { id: string; name: string; code: string }[];
}

type Filter = OrderFilter & { year: number };

/** The dashboard's rows for the year and branch of `filter`; null when the company does not exist. */
export async function readDashboardRows(scope: CompanyScope, filter: Filter, now: Date): Promise<DashboardRows | null> {
  const result = await scope.db.execute(dashboardStatement(scope, filter, now));
  return (result as unknown as { rows: DashboardRows[] }).rows[0] ?? null;
}

/** The one statement (exported for the benchmark's EXPLAIN). */
export function dashboardStatement(scope: CompanyScope, filter: Filter, now: Date): SQL {
  // The services in demand feed two widgets (the top five, and the categories): computed once.
  const demand = sql`demand`;
  return sql`with demand (service_id, name, orders, quantity) as ${servicesInDemand(scope, filter)}
    select ${companies.id} as "id", ${companies.nameAr} as "nameAr", ${companies.nameEn} as "nameEn",
      ${jsonRows(companyAccountRows(scope))} as "accounts",
      ${countMembers(scope)} as "members",
      ${countActiveMembers(scope, now)} as "activeMembers",
      ${countRoles(scope)} as "roles",
      ${jsonRows(orderFiguresByMonthAndBranch(scope, filter))} as "cells",
      (select coalesce(json_agg(d), '[]'::json)
        from (select * from ${demand} order by orders desc, service_id limit 5) d) as "demand",
      ${demandByCategory(demand)} as "categories",
      ${jsonRows(latestOrders(scope, filter.branchId))} as "latest",
      ${jsonRows(recentPayments(scope))} as "payments",
      ${jsonRows(recentPackages(scope))} as "packages",
      ${jsonRows(monthlyPackageSpend(scope, filter))} as "packageMonths",
      ${jsonRows(orderYears(scope))} as "years",
      ${jsonRows(visibleBranches(scope))} as "branches"
    from ${companies} where ${companies.id} = ${scope.companyId}`;
}
