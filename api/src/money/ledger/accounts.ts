import { asc } from 'drizzle-orm';
import {
  type AccountKind,
  type CompanyAccountKind,
  companyAccountKinds,
  ledgerAccounts,
} from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

// Where each account's balance sits: the normal side of the account (docs/decisions/0006-money-ledger.md).
// A posting amount is + debit / − credit; the cached balance is Σ amount × NORMAL_SIGN, so it reads positive.
export const NORMAL_SIGN: Record<AccountKind, 1 | -1> = {
  // What the platform owes the company (a liability of the platform): credit-normal.
  wallet: -1,
  // Credit used: the company owes it to the platform (an asset of the platform): debit-normal.
  credit_line: 1,
  receivable: 1,
  revenue: -1,
  vat_payable: -1,
  gateway_clearing: 1,
  bank_clearing: 1,
  cash_clearing: 1,
  discounts: 1,
};

export function isCompanyKind(kind: AccountKind): kind is CompanyAccountKind {
  return (companyAccountKinds as readonly string[]).includes(kind);
}

interface LockedAccount {
  id: string;
  kind: CompanyAccountKind;
  balance: number;
  creditLimit: number;
}
export type LockedAccounts = Record<CompanyAccountKind, LockedAccount>;

/** Creates the company's accounts when missing (registration, or a company older than the ledger). */
export async function openCompanyAccounts(scope: CompanyScope): Promise<void> {
  await scope
    .insert(ledgerAccounts)
    .values(companyAccountKinds.map((kind) => ({ kind, balance: 0 })))
    .onConflictDoNothing();
}

/**
 * Locks the company's three accounts (SELECT … FOR UPDATE, always in the same order, so two transactions never
 * wait on each other crosswise) and returns them. Every balance change of the company goes through this lock.
 */
export async function lockCompanyAccounts(scope: CompanyScope): Promise<LockedAccounts> {
  const read = () =>
    scope
      .select({
        id: ledgerAccounts.id,
        kind: ledgerAccounts.kind,
        balance: ledgerAccounts.balance,
        creditLimit: ledgerAccounts.creditLimit,
      })
      .from(ledgerAccounts)
      .orderBy(asc(ledgerAccounts.kind))
      .for('update');
  let rows = await read();
  if (rows.length < companyAccountKinds.length) {
    await openCompanyAccounts(scope);
    rows = await read();
  }
  const accounts = {} as LockedAccounts;
  for (const row of rows) {
    const kind = row.kind as CompanyAccountKind;
    accounts[kind] = { id: row.id, kind, balance: row.balance ?? 0, creditLimit: row.creditLimit };
  }
  return accounts;
}

/** The company's account rows (a select, so a bigger read such as the dashboard's can embed it). */
export const companyAccountRows = (scope: CompanyScope) =>
  scope
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance, creditLimit: ledgerAccounts.creditLimit })
    .from(ledgerAccounts);

/** The company's balances without locking (reads, never decisions). */
export async function readCompanyAccounts(scope: CompanyScope) {
  return companyBalances(await companyAccountRows(scope));
}

/** The balances of the company's account rows (an account not yet opened counts 0). */
export function companyBalances(rows: readonly { kind: string; balance: number | null; creditLimit: number }[]) {
  const of = (kind: CompanyAccountKind) => rows.find((row) => row.kind === kind);
  const creditLine = of('credit_line');
  const used = creditLine?.balance ?? 0;
  const limit = creditLine?.creditLimit ?? 0;
  return {
    wallet: of('wallet')?.balance ?? 0,
    creditLimit: limit,
    creditUsed: used,
    creditAvailable: Math.max(0, limit - used),
    receivable: of('receivable')?.balance ?? 0,
  };
}
