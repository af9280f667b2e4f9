import type { QueryDoor } from '../../src/platform/db/database';
import { companyOwnedTableNames } from '../../src/platform/db/schema/company-owned';

// The company-scoping guard (issue 8.2, ADR 0005): every statement the suite runs is checked; one that touches a
// company-owned table without its company predicate fails the test file, unless it came through the named
// system door (`systemDb(reason)`).

export const violations: string[] = [];

const tableRef = /\b(from|join|into|update)\s+"([a-z_]+)"/gi;

/** Why this statement escapes the company scope, or null when it is scoped (or touches no company table). */
export function unscopedReason(query: string): string | null {
  const owned = new Set(companyOwnedTableNames());
  const touched: { keyword: string; table: string }[] = [];
  for (const match of query.matchAll(tableRef)) {
    const table = match[2]!;
    if (owned.has(table)) touched.push({ keyword: match[1]!.toLowerCase(), table });
  }
  if (touched.length === 0) return null;
  const filtered = (table: string) => new RegExp(`"${table}"\\."company_id" = \\$\\d+`).test(query);
  const first = touched[0]!;
  if (first.keyword === 'into') {
    // An insert names company_id among its columns (the scope sets it; a SELECT source is checked below).
    const columns = query.slice(query.indexOf(`"${first.table}"`)).match(/^"[a-z_]+"\s*\(([^)]*)\)/)?.[1] ?? '';
    if (!columns.includes('"company_id"')) return `insert into "${first.table}" without company_id`;
    return null;
  }
  if (first.keyword === 'update' && !filtered(first.table))
    return `update of "${first.table}" without its company filter`;
  // Joined or sub-selected company tables are reached from a filtered one by their foreign keys.
  if (!touched.some(({ table }) => filtered(table))) {
    return `statement on ${[...new Set(touched.map(({ table }) => `"${table}"`))].join(', ')} without a company filter`;
  }
  return null;
}

/** The query observer the test databases run with. */
export function guardQuery(door: QueryDoor, query: string): void {
  if (door === 'system') return;
  const reason = unscopedReason(query);
  if (reason) violations.push(`${reason}: ${query}`);
}
