import { BRANCH_SORT_KEYS, ORDER_SORTS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedBenchBranches } from '../../bench/branches-list-seed';
import { type Exec, seedBenchOrders, withoutSecondaryIndexes } from '../../bench/orders-list-seed';
import type { Database } from '../../src/platform/db/database';
import { memberships, users } from '../../src/platform/db/schema/index';
import { call, registerAndSignIn, useTestApp } from '../support/harness';
import { createTestDatabase } from '../support/test-database';

// Issue 15 §4: every list query of the OpenAPI document runs on indexes at 100,000 rows. One company with 100,000
// branches (with units) and 100,000 orders (with service lines); every GET list path of the document is called
// (default query; the branch and order lists with every sort key both ways, a search and a keyset page), every
// SELECT it sends is captured and EXPLAINed, and no plan may read one of those large tables sequentially. Lists of
// small tables may scan them: that is the planner's right choice at their size. On the server (PG pass) and on PGlite.

const ROWS = 100_000;
const LARGE = new Set(['branches', 'units', 'orders', 'order_services']);
const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;

// The database is the test's own (it captures the queries): it closes after the app (after-hooks run in reverse).
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase((_door, query, params) => {
    if (capturing && /^\s*(select|with)\b/i.test(query)) captured.push({ query, params });
  });
});
afterAll(() => database.close());
const t = useTestApp(() => ({ database }));
let token = '';
let exec: Exec;

beforeAll(async () => {
  const owner = await registerAndSignIn(t.app);
  token = owner.token;
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.phone, owner.phone));
  const [membership] = await db.select().from(memberships).where(eq(memberships.userId, user!.id));
  // The driver itself (PGlite or the pool), for the bulk seed and EXPLAIN.
  const client = (db as unknown as { $client: { query: Exec } }).$client;
  exec = (text, params) => client.query(text, params);
  const now = new Date();
  await seedBenchBranches(exec, membership!.companyId, ROWS, now);
  await withoutSecondaryIndexes(exec, () =>
    seedBenchOrders(exec, {
      companyId: membership!.companyId,
      customerId: user!.id,
      customerName: user!.fullName,
      orders: ROWS,
      branches: 20,
      referenceStart: 0,
      now,
    }),
  );
  await exec('vacuum analyze orders');
  await exec('vacuum analyze order_services');
}, 600_000);

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
function sequentialScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE.has(node['Relation Name']))
    found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) sequentialScans(child, found);
  return found;
}

/** GET paths of the OpenAPI document that answer a list ({ items, total }), without path parameters. */
async function listPaths(): Promise<string[]> {
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = docs.json().paths as Record<string, { get?: { responses?: Record<string, unknown> } }>;
  return (
    Object.entries(paths)
      // The dashboard is a page of aggregates over the whole period (its own issue and indexes), not a list.
      .filter(([path]) => !path.includes('{') && !path.endsWith('/export') && !path.includes('/dashboard/'))
      .filter(([, item]) => item.get)
      .filter(([, item]) => {
        const answer = JSON.stringify(item.get?.responses?.['200'] ?? {});
        return answer.includes('"items"') && answer.includes('"total"');
      })
      .map(([path]) => path)
  );
}

describe.skipIf(inject('testDatabase').kind !== 'postgres' && process.env.LIST_INDEXES_ON_PGLITE !== '1')(
  'list indexes at 100,000 rows',
  () => {
    it('every list query of the OpenAPI document reads the large tables through indexes', async () => {
      const paths = await listPaths();
      expect(paths).toEqual(expect.arrayContaining(['/api/v1/company/branch', '/api/v1/company/orders/order']));
      const [anyBranch] = (await exec('select id from branches order by created_at desc offset 40 limit 1')).rows;
      const [anyOrder] = (await exec('select id from orders order by created_at desc offset 40 limit 1')).rows;
      const variants: Record<string, string[]> = {
        '/api/v1/company/branch': [
          ...BRANCH_SORT_KEYS.flatMap((key) => [`sortBy=${key}`, `sortBy=${key}&sortDesc=true`]),
          'q=B05012',
          'q=olaya',
          `after=${anyBranch?.id}`,
          `sortBy=name&after=${anyBranch?.id}`,
          'page=5000',
        ],
        '/api/v1/company/orders/order': [
          ...ORDER_SORTS.flatMap((key) => [`sortBy=${key}`, `sortBy=${key}&sortDesc=true`]),
          'q=0500',
          'status=completed',
          `after=${anyOrder?.id}`,
          `sortBy=total&after=${anyOrder?.id}`,
        ],
      };
      const problems: string[] = [];
      let explained = 0;
      for (const path of paths) {
        for (const query of ['', ...(variants[path] ?? [])]) {
          captured.length = 0;
          capturing = true;
          const answer = await call(t.app, 'GET', `${path}${query ? `?${query}` : ''}`, { token });
          capturing = false;
          if (variants[path]) expect(answer.statusCode, `${path}?${query}`).toBe(200);
          for (const { query: statement, params } of captured) {
            const { rows } = await exec(`explain (format json) ${statement}`, params);
            const plan = rows[0]?.['QUERY PLAN'];
            const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
            explained += 1;
            for (const table of sequentialScans(parsed[0]!.Plan))
              problems.push(`${path}?${query}: seq scan on ${table}: ${statement.slice(0, 200)}`);
          }
        }
      }
      expect(explained).toBeGreaterThan(paths.length);
      expect(problems).toEqual([]);
    }, 600_000);
  },
);
