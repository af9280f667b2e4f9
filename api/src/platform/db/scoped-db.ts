import { and, eq, exists, inArray, not, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from './database';
import { branchPathOf, type CompanyOwnedTable } from './schema/company-owned';
import { companies, membershipBranches, units } from './schema/index';

// The company scope (ADR 0005): the only way to company-owned tables. The company comes from the request context
// (the caller's current membership), never from the client. Every statement built here carries
// `"<table>"."company_id" = $n`, and, for a member limited to some branches (spec §6), the branch limit too.

type Condition = SQL | undefined;
/** The columns of an insert into a company-owned table: `company_id` is the scope's, never the caller's. */
type OwnedInsert<TTable extends CompanyOwnedTable> = Omit<TTable['$inferInsert'], 'companyId'>;

export interface ScopeIdentity {
  companyId: string;
  /** The caller's membership; null for a scope built outside a request (system jobs, company-wide work). */
  membershipId: string | null;
}

interface ScopeOptions {
  /** False: company-wide, no branch limit (default true for a member's scope). */
  branchLimited?: boolean;
  /**
   * The member's assigned branches, read with the caller in the sign-in look-up (ability/caller-lookup.ts, kept
   * a few seconds and emptied by every write like the caller's roles, ADR 0018): `allowedBranchIds` answers them
   * without a query. Only the request's own scope has them; a scope bound to a transaction (`transaction`) reads
   * again, so a write sees assignments made earlier in it.
   */
  branchIds?: readonly string[];
}

export class CompanyScope {
  readonly companyId: string;
  readonly membershipId: string | null;
  /** Runner for tables no company owns (look-ups, users); inside `transaction` it is the transaction. */
  readonly db: Queryable;
  readonly #branchLimited: boolean;
  /** The member's assigned branches as read with the caller (see ScopeOptions.branchIds); undefined: not known. */
  readonly #knownBranchIds: readonly string[] | undefined;

  constructor(db: Queryable, identity: ScopeIdentity, options: ScopeOptions = {}) {
    this.db = db;
    this.companyId = identity.companyId;
    this.membershipId = identity.membershipId;
    this.#branchLimited = (options.branchLimited ?? true) && identity.membershipId !== null;
    this.#knownBranchIds = options.branchIds;
  }

  /** The company filter of a company-owned table, plus optional extra conditions (no branch limit). */
  owned = (table: CompanyOwnedTable, ...more: Condition[]): SQL =>
    and(eq(table.companyId, this.companyId), ...more) as SQL;

  /** The company filter plus the member's branch limit where the table hangs on a branch. */
  visible = (table: CompanyOwnedTable, ...more: Condition[]): SQL => {
    const path = branchPathOf(table);
    const limit = !path
      ? undefined
      : path.kind === 'column'
        ? this.branchFilter(path.column)
        : this.#unitFilter(path.unitId);
    return this.owned(table, limit, ...more);
  };

  /**
   * Spec §6: limits a branch id column to the member's branches; a member without assigned branches sees all.
   * Plain SQL (no prior read), so it also sees branches assigned earlier in the same transaction.
   */
  branchFilter = (branchId: PgColumn): SQL | undefined => {
    if (!this.#branchLimited || !this.membershipId) return undefined;
    const assigned = this.#assigned();
    return or(not(exists(assigned)), inArray(branchId, assigned));
  };

  #assigned() {
    return this.db
      .select({ id: membershipBranches.branchId })
      .from(membershipBranches)
      .where(eq(membershipBranches.membershipId, this.membershipId as string));
  }

  #unitFilter(unitId: PgColumn): SQL | undefined {
    const limit = this.branchFilter(units.branchId);
    if (!limit) return undefined;
    return inArray(unitId, this.db.select({ id: units.id }).from(units).where(this.owned(units, limit)));
  }

  /** The branches the member is limited to; empty means every branch of the company (see branchAllowed). */
  allowedBranchIds = async (): Promise<string[]> => {
    if (!this.#branchLimited) return [];
    if (this.#knownBranchIds) return [...this.#knownBranchIds];
    const rows = await this.#assigned();
    return rows.map((row) => row.id);
  };

  /** `select(fields).from(table, ...conditions)`: the company filter and branch limit are added here. */
  select<TSelection extends SelectedFields>(fields: TSelection) {
    return {
      from: (table: CompanyOwnedTable, ...conditions: Condition[]) =>
        (this.db as Db)
          .select(fields)
          .from(table)
          .where(this.visible(table, ...conditions)),
    };
  }

  /** Rows of a company-owned table visible to the caller. */
  count(table: CompanyOwnedTable, ...conditions: Condition[]): Promise<number> {
    return this.db.$count(table, this.visible(table, ...conditions));
  }

  /** Inserts rows; `company_id` is set here. */
  insert<TTable extends CompanyOwnedTable>(table: TTable) {
    return {
      values: (rows: OwnedInsert<TTable> | OwnedInsert<TTable>[]) => {
        const list = (Array.isArray(rows) ? rows : [rows]).map((row) => ({ ...row, companyId: this.companyId }));
        return (this.db as Db).insert(table).values(list as never);
      },
    };
  }

  /** Updates the visible rows matching the conditions. */
  update<TTable extends CompanyOwnedTable>(
    table: TTable,
    values: PgUpdateSetSource<TTable>,
    ...conditions: Condition[]
  ) {
    const { companyId: _ignored, ...changes } = values as Record<string, unknown>;
    return (this.db as Db)
      .update(table)
      .set(changes as PgUpdateSetSource<TTable>)
      .where(this.visible(table, ...conditions));
  }

  /** Deletes the visible rows matching the conditions. */
  delete<TTable extends CompanyOwnedTable>(table: TTable, ...conditions: Condition[]) {
    return (this.db as Db).delete(table).where(this.visible(table, ...conditions));
  }

  /** The company row itself. */
  async company() {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, this.companyId)).limit(1);
    return row ?? null;
  }

  /**
   * One user action = one request = one transaction: runs `work` with a scope bound to one transaction.
   * Inside, use only the scope it yields (PGlite has one connection: a query outside would wait forever).
   */
  transaction<T>(work: (scope: CompanyScope) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(this.#rebind(tx)));
  }

  /** The same company without the member's branch limit (company-wide rules: unique codes, counts, read-backs). */
  companyWide(): CompanyScope {
    return new CompanyScope(this.db, this, { branchLimited: false });
  }

  /** True when the member is limited to some branches (new branches are then assigned to them). */
  async isBranchLimited(): Promise<boolean> {
    return (await this.allowedBranchIds()).length > 0;
  }

  #rebind(db: Queryable): CompanyScope {
    return new CompanyScope(db, this, { branchLimited: this.#branchLimited });
  }
}

/**
 * Spec §6 in memory, for rows already read (the event stream, events/event-visibility.ts): a branch is within a
 * member's limit when they have none (`allowedBranchIds()` empty: every branch) or it is one of theirs; a row that
 * names no branch is then outside it (fail closed), as the SQL filter (`branchFilter`) keeps it out.
 */
export function branchAllowed(allowedBranchIds: readonly string[], branchId: string | null): boolean {
  return allowedBranchIds.length === 0 || (branchId !== null && allowedBranchIds.includes(branchId));
}

/** The scope of one company (membership null: company-wide, not limited by branch). */
export function companyScope(db: Queryable, identity: ScopeIdentity, options?: ScopeOptions) {
  return new CompanyScope(db, identity, options);
}

/**
 * A company named in a path (`company/company/:id`) must be the company the caller acts in; any other id is
 * answered as not found by the caller, so ids of other companies reveal nothing.
 */
export function isOwnCompany(scope: CompanyScope, companyId: string): boolean {
  return companyId === scope.companyId;
}
