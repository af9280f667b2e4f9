import type { OpsCompany, OpsCompanyDetail, opsCompanyListQuerySchema } from '@portal/contract';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db, Queryable } from '../../db/database';
import { containsPattern } from '../../db/like';
import {
  branches,
  companies,
  companyPackages,
  files,
  invoices,
  memberships,
  orders,
  roles,
  supportMessages,
  users,
} from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { pageWindow } from '../../http/list-query';
import type { SignedInContext } from '../../http/request-context';
import { recordOpsAction } from '../audit/record-ops-action';
import { phonePatterns } from '../phone-search';
import { companyColumns, toOpsCompany, verificationAwaiting, verificationFilter } from './ops-company-queries';

// The companies directory of the operations console (issue 27.6): search, one company's page, suspend / reinstate
// with a reason, and the verdict on its CR / VAT certificates. Each decision: one transaction with its audit row.

const system = (ctx: SignedInContext) => ctx.systemDb('ops: the companies directory');

type ListQuery = v.InferOutput<typeof opsCompanyListQuerySchema>;

export async function listOpsCompanies(
  ctx: SignedInContext,
  query: ListQuery,
): Promise<{ items: OpsCompany[]; total: number }> {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const phones = phonePatterns(query.q);
    filters.push(
      or(
        ilike(companies.nameAr, pattern),
        ilike(companies.nameEn, pattern),
        ilike(companies.crNumber, pattern),
        ...phones.flatMap((p) => [ilike(companies.ownerPhone, p), ilike(companies.contactPhone, p)]),
      ),
    );
  }
  if (query.status)
    filters.push(query.status === 'suspended' ? isNotNull(companies.suspendedAt) : isNull(companies.suspendedAt));
  if (query.verification) filters.push(verificationFilter(query.verification));
  const where = and(...filters);
  const db = system(ctx);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select(companyColumns)
    .from(companies)
    .where(where)
    .orderBy(query.sortDesc ? asc(companies.createdAt) : desc(companies.createdAt), desc(companies.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  return { items: rows.map(toOpsCompany), total: total?.n ?? 0 };
}

async function companyRow(db: Queryable, id: string, lock = false) {
  const query = db.select(companyColumns).from(companies).where(eq(companies.id, id));
  const [row] = lock ? await query.for('update', { of: companies }) : await query;
  if (!row) throw notFound();
  return row;
}

const countOf = async (db: Db, table: typeof orders | typeof companyPackages | typeof invoices, id: string) => {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.companyId, id));
  return row?.n ?? 0;
};

export async function opsCompanyDetail(ctx: SignedInContext, id: string): Promise<OpsCompanyDetail> {
  const db = system(ctx);
  const row = await companyRow(db, id);
  const { company } = row;
  const branchRows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.companyId, id))
    .orderBy(asc(branches.name))
    .limit(100);
  const memberRows = await db
    .select({
      id: memberships.id,
      name: users.fullName,
      memberName: memberships.fullName,
      phone: users.phone,
      role: roles.name,
      status: memberships.status,
      expiresAt: memberships.expiresAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.companyId, id))
    .orderBy(asc(memberships.createdAt))
    .limit(100);
  const orderRows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.companyId, id))
    .orderBy(desc(orders.createdAt))
    .limit(10);
  const certificates = await db
    .select({ kind: files.kind, name: files.originalName, at: files.createdAt })
    .from(files)
    .where(and(eq(files.companyId, id), or(eq(files.kind, 'cr'), eq(files.kind, 'vat'))))
    .orderBy(asc(files.kind));
  const [conversations] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(eq(supportMessages.companyId, id));
  return {
    ...toOpsCompany(row),
    address: company.address,
    contact: { person: company.contactPerson, phone: company.contactPhone, email: company.contactEmail },
    certificates: certificates.map((c) => ({ kind: c.kind, name: c.name, uploaded_at: c.at.toISOString() })),
    branches: branchRows,
    members: memberRows.map((m) => ({
      id: m.id,
      name: m.memberName ?? m.name,
      phone: m.phone,
      role: m.role,
      status: m.status,
      expires_at: m.expiresAt?.toISOString() ?? null,
    })),
    recent_orders: orderRows.map((o) => ({
      id: o.id,
      reference: o.reference,
      status: o.status,
      total: Number(o.total),
      created_at: o.createdAt.toISOString(),
    })),
    counts: {
      orders: await countOf(db, orders, id),
      packages: await countOf(db, companyPackages, id),
      invoices: await countOf(db, invoices, id),
      conversations: conversations?.n ?? 0,
    },
  };
}

/** Suspend or reinstate: the members' access follows at their next request (the access hook reads the company). */
export async function setCompanySuspension(
  ctx: SignedInContext,
  id: string,
  { suspend, reason }: { suspend: boolean; reason: string },
): Promise<OpsCompanyDetail> {
  await system(ctx).transaction(async (tx) => {
    const { company } = await companyRow(tx, id, true);
    if (suspend && company.suspendedAt) throw new AppError(409, 'ops.company_already_suspended');
    if (!suspend && !company.suspendedAt) throw new AppError(409, 'ops.company_not_suspended');
    await tx
      .update(companies)
      .set(
        suspend
          ? { suspendedAt: ctx.now, suspensionReason: reason, updatedAt: ctx.now }
          : { suspendedAt: null, suspensionReason: null, updatedAt: ctx.now },
      )
      .where(eq(companies.id, id));
    await recordOpsAction(tx, ctx.actor, ctx.now, {
      action: suspend ? 'company.suspend' : 'company.reinstate',
      targetType: 'company',
      targetId: id,
      companyId: id,
      details: { reason },
    });
  });
  return opsCompanyDetail(ctx, id);
}

/** The verdict on the certificates awaiting one; a later upload asks again (ops-company-queries.ts). */
export async function decideVerification(
  ctx: SignedInContext,
  id: string,
  decision: { verify: boolean; reason: string | null },
): Promise<OpsCompanyDetail> {
  await system(ctx).transaction(async (tx) => {
    const row = await companyRow(tx, id, true);
    if (row.certificatesAt === null) throw new AppError(409, 'ops.no_certificates');
    const [awaiting] = await tx.select({ yes: verificationAwaiting }).from(companies).where(eq(companies.id, id));
    if (!awaiting?.yes) throw new AppError(409, 'ops.verification_decided');
    await tx
      .update(companies)
      .set({
        verificationStatus: decision.verify ? 'verified' : 'rejected',
        verificationDecidedAt: ctx.now,
        verificationReason: decision.reason,
        updatedAt: ctx.now,
      })
      .where(eq(companies.id, id));
    await recordOpsAction(tx, ctx.actor, ctx.now, {
      action: decision.verify ? 'company.verify' : 'company.verification_reject',
      targetType: 'company',
      targetId: id,
      companyId: id,
      details: decision.reason ? { reason: decision.reason } : {},
    });
  });
  return opsCompanyDetail(ctx, id);
}
