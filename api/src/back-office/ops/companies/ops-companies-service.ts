import type { OpsCompany, OpsCompanyDetail, opsCompanyListQuerySchema } from '@portal/contract';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type * as v from 'valibot';
import { localized, notifyCompany } from '../../../messaging/notifications/notify-company';
import type { Db, Queryable } from '../../../platform/db/database';
import { containsPattern } from '../../../platform/db/like';
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
} from '../../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../../platform/db/scoped-db';
import { recordEvent, recordOpsQueueChange } from '../../../platform/events/record-event';
import { AppError, notFound } from '../../../platform/http/app-error';
import { requestHash, withIdempotency } from '../../../platform/http/idempotency';
import { pageWindow } from '../../../platform/http/list-query';
import type { SignedInContext } from '../../../platform/http/request-context';
import { recordOpsAction } from '../audit/record-ops-action';
import { phonePatterns } from '../phone-search';
import { opsCertificateUrl } from './ops-certificates';
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
    .orderBy(...listOrder(query))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  return { items: rows.map(toOpsCompany), total: total?.n ?? 0 };
}

/** The verification queue: the longest waiting first; else the newest companies first (sortDesc: the oldest). */
function listOrder(query: ListQuery): SQL[] {
  if (query.verification === 'awaiting') return [asc(companyColumns.certificatesAt), asc(companies.id)];
  return [query.sortDesc ? asc(companies.createdAt) : desc(companies.createdAt), desc(companies.id)];
}

async function companyRow(db: Queryable, id: string, lock = false) {
  const query = db.select(companyColumns).from(companies).where(eq(companies.id, id));
  const [row] = lock ? await query.for('update', { of: companies }) : await query;
  if (!row) throw notFound();
  return row;
}

type CompanyRows = typeof orders | typeof companyPackages | typeof invoices | typeof supportMessages;

const countOf = async (db: Db, table: CompanyRows, id: string) => {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.companyId, id));
  return row?.n ?? 0;
};

type Answered<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/**
 * The company's latest `limit` rows of `table`, the newest by `at` first: `fields` named as the answer names them,
 * each moment as its ISO text.
 */
async function latestOf<F extends SelectedFields>(
  db: Db,
  table: CompanyRows,
  id: string,
  fields: F,
  at: PgColumn,
  limit: number,
): Promise<Answered<SelectResultFields<F>>[]> {
  // Not generic for drizzle (a union of tables does not type its builder); the fields decide the rows' type.
  const rows = await db
    .select(fields as SelectedFields)
    .from(table as typeof orders)
    .where(eq(table.companyId, id))
    .orderBy(desc(at))
    .limit(limit);
  const answered = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
  );
  return answered as Answered<SelectResultFields<F>>[];
}

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
  const orderFields = {
    id: orders.id,
    reference: orders.reference,
    status: orders.status,
    total: orders.total,
    created_at: orders.createdAt,
  };
  const recentOrders = await latestOf(db, orders, id, orderFields, orders.createdAt, 10);
  const certificates = await db
    .select({ kind: files.kind, name: files.originalName, mime: files.mime, at: files.createdAt })
    .from(files)
    .where(and(eq(files.companyId, id), or(eq(files.kind, 'cr'), eq(files.kind, 'vat'))))
    .orderBy(asc(files.kind));
  const recent = await recentLists(db, id);
  return {
    ...toOpsCompany(row),
    address: company.address,
    contact: { person: company.contactPerson, phone: company.contactPhone, email: company.contactEmail },
    certificates: certificates.map((c) => ({
      kind: c.kind,
      name: c.name,
      mime: c.mime,
      url: opsCertificateUrl(id, c.kind),
      uploaded_at: c.at.toISOString(),
    })),
    branches: branchRows,
    members: memberRows.map((m) => ({
      id: m.id,
      name: m.memberName ?? m.name,
      phone: m.phone,
      role: m.role,
      status: m.status,
      expires_at: m.expiresAt?.toISOString() ?? null,
    })),
    recent_orders: recentOrders,
    ...recent,
    counts: {
      orders: await countOf(db, orders, id),
      packages: await countOf(db, companyPackages, id),
      invoices: await countOf(db, invoices, id),
      conversations: await countOf(db, supportMessages, id),
    },
  };
}

const RECENT = 5;

/** The company page's short lists: latest packages, invoices and support messages. */
async function recentLists(db: Db, id: string) {
  const packageFields = {
    id: companyPackages.id,
    reference: companyPackages.reference,
    name: companyPackages.name,
    status: companyPackages.status,
    total_price: companyPackages.totalPrice,
    created_at: companyPackages.createdAt,
  };
  const invoiceFields = {
    id: invoices.id,
    code: invoices.code,
    status: invoices.status,
    total: invoices.total,
    issued_at: invoices.issuedAt,
  };
  const messageFields = {
    sender_name: supportMessages.senderName,
    sender_kind: supportMessages.senderKind,
    body: supportMessages.body,
    created_at: supportMessages.createdAt,
  };
  return {
    recent_packages: await latestOf(db, companyPackages, id, packageFields, companyPackages.createdAt, RECENT),
    recent_invoices: await latestOf(db, invoices, id, invoiceFields, invoices.issuedAt, RECENT),
    recent_messages: await latestOf(db, supportMessages, id, messageFields, supportMessages.createdAt, RECENT),
  };
}

/** Suspend or reinstate: the members' access follows at their next request (the access hook reads the company). */
export async function setCompanySuspension(
  ctx: SignedInContext,
  id: string,
  { suspend, reason }: { suspend: boolean; reason: string },
  idempotencyKey: string | null,
): Promise<OpsCompanyDetail> {
  const route = `POST /api/v1/ops/companies/:id/${suspend ? 'suspend' : 'reinstate'}`;
  await decideOnce(ctx, id, { route, key: idempotencyKey, body: { reason } }, async (tx) => {
    const { company } = await companyRow(tx.db, id, true);
    if (suspend && company.suspendedAt) throw new AppError(409, 'ops.company_already_suspended');
    if (!suspend && !company.suspendedAt) throw new AppError(409, 'ops.company_not_suspended');
    await tx.db
      .update(companies)
      .set(
        suspend
          ? { suspendedAt: ctx.now, suspensionReason: reason, updatedAt: ctx.now }
          : { suspendedAt: null, suspensionReason: null, updatedAt: ctx.now },
      )
      .where(eq(companies.id, id));
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: suspend ? 'company.suspend' : 'company.reinstate',
      targetType: 'company',
      targetId: id,
      companyId: id,
      details: { reason },
    });
  });
  return opsCompanyDetail(ctx, id);
}

/**
 * The verdict on the certificates awaiting one; a later upload asks again (ops-company-queries.ts). The company is
 * told at once: a bell notification and the ACCOUNT_VERIFICATION event its open pages refresh on.
 */
export async function decideVerification(
  ctx: SignedInContext,
  id: string,
  decision: { verify: boolean; reason: string | null },
  idempotencyKey: string | null,
): Promise<OpsCompanyDetail> {
  const route = `POST /api/v1/ops/companies/:id/certificates/${decision.verify ? 'verify' : 'reject'}`;
  await decideOnce(ctx, id, { route, key: idempotencyKey, body: { reason: decision.reason } }, async (tx) => {
    const row = await companyRow(tx.db, id, true);
    if (row.certificatesAt === null) throw new AppError(409, 'ops.no_certificates');
    const [awaiting] = await tx.db.select({ yes: verificationAwaiting }).from(companies).where(eq(companies.id, id));
    if (!awaiting?.yes) throw new AppError(409, 'ops.verification_decided');
    await tx.db
      .update(companies)
      .set({
        verificationStatus: decision.verify ? 'verified' : 'rejected',
        verificationDecidedAt: ctx.now,
        verificationReason: decision.reason,
        updatedAt: ctx.now,
      })
      .where(eq(companies.id, id));
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: decision.verify ? 'company.verify' : 'company.verification_reject',
      targetType: 'company',
      targetId: id,
      companyId: id,
      details: decision.reason ? { reason: decision.reason } : {},
    });
    const status = decision.verify ? 'verified' : 'rejected';
    const notificationId = await notifyCompany(tx.db, {
      companyId: id,
      type: 'GENERAL',
      title: localized(decision.verify ? 'ops.notify.verified_title' : 'ops.notify.verification_rejected_title'),
      body: decision.verify
        ? localized('ops.notify.verified_body')
        : localized('ops.notify.verification_rejected_body', { reason: decision.reason ?? '' }),
      data: { verification: status, page: 'account' },
      createdAt: ctx.now,
    });
    await recordEvent(tx, { type: 'ACCOUNT_VERIFICATION', payload: { status }, createdAt: ctx.now, notificationId });
    await recordOpsQueueChange(tx, 'companies_to_verify', ctx.now); // the other agents' open queues (ops stream)
  });
  return opsCompanyDetail(ctx, id);
}

/**
 * One decision on a company: one transaction in the company's scope (its events and notifications go to it). With
 * an Idempotency-Key a retry after a lost answer is answered as the first time instead of a 409.
 */
async function decideOnce(
  ctx: SignedInContext,
  id: string,
  request: { route: string; key: string | null; body: Record<string, unknown> },
  work: (tx: CompanyScope) => Promise<void>,
): Promise<void> {
  const db = system(ctx);
  await companyRow(db, id); // 404 before anything is written (the key row included)
  const scope = companyScope(db, { companyId: id, membershipId: null });
  const run = async (tx: CompanyScope) => {
    await work(tx);
    return { status: 200, body: { id } };
  };
  if (!request.key) {
    await scope.transaction(run);
    return;
  }
  const { route, key, body } = request;
  const hash = requestHash({ id, ...body });
  await withIdempotency(scope, { userId: ctx.actor.userId, route, key, hash, now: ctx.now }, run);
}
