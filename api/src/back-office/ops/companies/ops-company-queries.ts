import type { OpsCompany } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { branches, companies, files, ledgerAccounts, memberships } from '../../../platform/db/schema/index';

// The columns of a company as the operations console lists it: status, certificate verification, wallet and credit
// line (the ledger's cached balances), branch and member counts — each a correlated subquery on an indexed column.

// Qualified by hand: in a one-table select drizzle writes bare column names, and a bare "id" inside a subquery
// would name the subquery's own table.
const companyId = sql.raw('"companies"."id"');
const decidedAt = sql.raw('"companies"."verification_decided_at"');

const accountValue = (kind: 'wallet' | 'credit_line', column: 'balance' | 'credit_limit') =>
  sql<number>`coalesce((select ${sql.identifier(column)} from ${ledgerAccounts}
    where ${ledgerAccounts.companyId} = ${companyId} and ${ledgerAccounts.kind} = ${kind}), 0)::float8`;

/** When the latest CR / VAT certificate was uploaded (null: none yet). */
const certificatesAt = sql<Date | string | null>`(select max(${files.createdAt}) from ${files}
  where ${files.companyId} = ${companyId} and ${files.kind} in ('cr', 'vat'))`;

export const companyColumns = {
  company: companies,
  walletBalance: accountValue('wallet', 'balance'),
  creditLimit: accountValue('credit_line', 'credit_limit'),
  creditUsed: accountValue('credit_line', 'balance'),
  branchesCount: sql<number>`(select count(*) from ${branches} where ${branches.companyId} = ${companyId})::int`,
  membersCount: sql<number>`(select count(*) from ${memberships}
    where ${memberships.companyId} = ${companyId} and ${memberships.status} = 'active')::int`,
  certificatesAt,
};

/** The verification status the console shows: awaiting when a certificate came after the last decision. */
export const verificationAwaiting = sql`(${certificatesAt} is not null and (${decidedAt} is null
  or ${certificatesAt} > ${decidedAt}))`;

export const verificationFilter = (status: 'none' | 'awaiting' | 'verified' | 'rejected') => {
  if (status === 'none') return sql`${certificatesAt} is null`;
  if (status === 'awaiting') return verificationAwaiting;
  return and(sql`not ${verificationAwaiting}`, eq(companies.verificationStatus, status));
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type Row = {
  company: typeof companies.$inferSelect;
  walletBalance: number;
  creditLimit: number;
  creditUsed: number;
  branchesCount: number;
  membersCount: number;
  certificatesAt: Date | string | null;
};

export function toOpsCompany(row: Row): OpsCompany {
  const { company } = row;
  const uploaded = row.certificatesAt === null ? null : new Date(row.certificatesAt);
  const decided = company.verificationDecidedAt;
  const status =
    uploaded === null
      ? 'none'
      : decided === null || uploaded > decided
        ? 'awaiting'
        : (company.verificationStatus ?? 'awaiting');
  return {
    id: company.id,
    name: { ar: company.nameAr, en: company.nameEn },
    cr_number: company.crNumber,
    vat_number: company.vatNumber,
    owner_name: company.ownerName,
    owner_phone: company.ownerPhone,
    status: company.suspendedAt ? 'suspended' : 'active',
    suspended_at: company.suspendedAt?.toISOString() ?? null,
    suspension_reason: company.suspensionReason,
    verification: {
      status,
      decided_at: decided?.toISOString() ?? null,
      reason: company.verificationReason,
      certificates_at: iso(row.certificatesAt),
    },
    wallet: {
      balance: Number(row.walletBalance),
      credit_limit: Number(row.creditLimit),
      credit_used: Number(row.creditUsed),
    },
    branches_count: Number(row.branchesCount),
    members_count: Number(row.membersCount),
    created_at: company.createdAt.toISOString(),
  };
}
