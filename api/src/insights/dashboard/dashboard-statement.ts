import { eq, type SQL, sql } from 'drizzle-orm';
import { companyAccountRows } from '../../money/ledger/index';
import type { Queryable } from '../../platform/db/database';
import { jsonRows } from '../../platform/db/json-rows';
import { companies } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
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
  recentPackages,
  recentPayments,
  visibleBranches,
} from './dashboard-queries';
import { monthlyPackageSpend } from './package-shares';

// Every widget's read in ONE statement: each select (scoped as before: company, member's branches, year, branch)
// is embedded as a JSON array of its rows, and the company row is the statement's one row. One round trip instead
// of fourteen statements: at 10 concurrent requests the per-statement costs (driver, protocol, parse, plan) were
// most of the time, not the reads themselves (about 2 ms together at 100,000 orders).
// The statement is built once per shape (branch filter or not; a request's member or none) with placeholders, as
// a named prepared statement: no query building per request, and PostgreSQL parses and plans it once per
// connection (caller-lookup.ts does the same for the caller).

/** JSON has no dates or 64-bit integers: timestamps come as text, bigints as numbers (halalas fit in 2^53). */
type Timestamp = string;
type Trilingual = { ar: string; en: string; fr: string };

export interface DashboardRows {
  id: string;
  nameAr: string;
  nameEn: string;
  accounts: { kind: string; balance: number | null; creditLimit: number }[];
  members: number;
  activeMembers: number;
  roles: number;
  cells: { month: number; branchId: string; orders: number; completed: number; seconds: number; spend: number }[];
  demand: { service_id: string; name: Trilingual; orders: number; quantity: number }[];
  categories: { category_id: string; name: Trilingual; orders: number; quantity: number }[];
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
    name: Trilingual;
    status: string;
    type: string;
    total: number;
    used: number;
    total_price: number;
    createdAt: Timestamp;
  }[];
  /** Package shares per month and branch (null: a package with no branch yet; package-shares.ts). */
  packageMonths: { month: number; branchId: string | null; value: number }[];
  years: { first: number | null; last: number | null }[];
  branches: { id: string; name: string; code: string }[];
}

/** The values of one request. */
export interface DashboardValues {
  companyId: string;
  /** The caller's membership (its branch limit applies); null for a company-wide read. */
  membershipId: string | null;
  year: number;
  /** The year's bounds as instants (Riyadh calendar). */
  from: Date;
  to: Date;
  branchId: string | null;
  now: Date;
}

const placeholder = sql.placeholder;

/**
 * The company scope with its company and membership as placeholders: the same scoping SQL (company filter, the
 * member's branch limit) as a request's scope, written once into the statement.
 */
function placeholderScope(db: Queryable, member: boolean): CompanyScope {
  const parameter = (name: string) => placeholder(name) as unknown as string;
  return companyScope(db, { companyId: parameter('company'), membershipId: member ? parameter('membership') : null });
}

/** The statement of one shape, not yet prepared (the benchmark EXPLAINs it). */
export function dashboardQuery(db: Queryable, shape: { branch: boolean; member: boolean }) {
  const scope = placeholderScope(db, shape.member);
  const filter: OrderFilter = {
    year: placeholder('year'),
    from: placeholder('from'),
    to: placeholder('to'),
    firstMonth: placeholder('firstMonth'),
    endMonth: placeholder('endMonth'),
    branchId: shape.branch ? placeholder('branch') : null,
  };
  // The services in demand feed two widgets (the top five, and the categories): computed once.
  const demand = db.$with('demand').as(servicesInDemand(scope, filter));
  const json = <T>(value: SQL) => sql<T>`${value}`;
  return db
    .with(demand)
    .select({
      id: companies.id,
      nameAr: companies.nameAr,
      nameEn: companies.nameEn,
      accounts: json<DashboardRows['accounts']>(jsonRows(companyAccountRows(scope))),
      members: json<number>(sql`${countMembers(scope)}`),
      activeMembers: json<number>(sql`${countActiveMembers(scope, placeholder('now'))}`),
      roles: json<number>(sql`${countRoles(scope)}`),
      cells: json<DashboardRows['cells']>(jsonRows(orderFiguresByMonthAndBranch(scope, filter))),
      demand: json<DashboardRows['demand']>(sql`(select coalesce(json_agg(d), '[]'::json)
        from (select * from ${demand} order by orders desc, service_id limit 5) d)`),
      categories: json<DashboardRows['categories']>(demandByCategory(sql`${demand}`)),
      latest: json<DashboardRows['latest']>(jsonRows(latestOrders(scope, filter.branchId))),
      payments: json<DashboardRows['payments']>(jsonRows(recentPayments(scope))),
      packages: json<DashboardRows['packages']>(jsonRows(recentPackages(scope))),
      packageMonths: json<DashboardRows['packageMonths']>(jsonRows(monthlyPackageSpend(scope, filter))),
      years: json<DashboardRows['years']>(jsonRows(orderYears(scope))),
      branches: json<DashboardRows['branches']>(jsonRows(visibleBranches(scope))),
    })
    .from(companies)
    .where(eq(companies.id, placeholder('company')));
}

/** The placeholders' values of one request. */
export function dashboardParameters(values: DashboardValues) {
  return {
    company: values.companyId,
    membership: values.membershipId,
    year: values.year,
    from: values.from,
    to: values.to,
    firstMonth: `${values.year}-01-01`,
    endMonth: `${values.year + 1}-01-01`,
    branch: values.branchId,
    now: values.now,
  };
}

function prepareDashboard(db: Queryable, shape: { branch: boolean; member: boolean }) {
  const name = `dashboard_${shape.member ? 'member' : 'company'}_${shape.branch ? 'branch' : 'all'}`;
  return dashboardQuery(db, shape).prepare(name);
}

/** Built once per database and shape. */
const prepared = new WeakMap<Queryable, Map<string, ReturnType<typeof prepareDashboard>>>();

/** The dashboard's rows for one request; null when the company does not exist. */
export async function readDashboardRows(db: Queryable, values: DashboardValues): Promise<DashboardRows | null> {
  const shape = { branch: values.branchId !== null, member: values.membershipId !== null };
  const key = `${shape.branch}/${shape.member}`;
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let statement = statements.get(key);
  if (!statement) {
    statement = prepareDashboard(db, shape);
    statements.set(key, statement);
  }
  const [row] = await statement.execute(dashboardParameters(values));
  return (row as DashboardRows | undefined) ?? null;
}
