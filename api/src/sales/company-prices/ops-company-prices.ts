import type { OpsCompanyPrice, SetCompanyPriceBody } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { recordOpsAction } from '../../back-office/ops/audit/record-ops-action';
import type { Queryable } from '../../platform/db/database';
import { companies, companyPrices, serviceProducts, services } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { fieldError, notFound } from '../../platform/http/app-error';
import type { SignedInContext } from '../../platform/http/request-context';
import { companyPriceRows } from '../catalog/company-price-read';

// The console's side of a company's price list (ADR 0071): list, set (or replace) one service's or product's price,
// remove one. Ops reach the company's rows through the system door with the company's own scope; each change is one
// transaction with its ops audit row, under the company row's lock so two changes of one company queue.

type CatalogItem = {
  id: string;
  code: string;
  ar: string;
  en: string;
  fr: string;
  price: number;
  hourly: number | null;
};

/** A catalog row's id, code and names: services and products are named alike. */
const namesOf = (table: typeof services | typeof serviceProducts) => ({
  id: table.id,
  code: table.code,
  ar: table.nameAr,
  en: table.nameEn,
  fr: table.nameFr,
});

async function catalogItems(db: Queryable, serviceIds: string[], productIds: string[]) {
  const serviceRows = serviceIds.length
    ? await db
        .select({ ...namesOf(services), price: services.basePrice, hourly: services.hourlyPrice })
        .from(services)
        .where(inArray(services.id, serviceIds))
    : [];
  const productRows = productIds.length
    ? await db
        .select({ ...namesOf(serviceProducts), price: serviceProducts.price })
        .from(serviceProducts)
        .where(inArray(serviceProducts.id, productIds))
    : [];
  return new Map<string, CatalogItem>([
    ...serviceRows.map((row) => [row.id, row] as const),
    ...productRows.map((row) => [row.id, { ...row, hourly: null }] as const),
  ]);
}

async function pricesOf(scope: CompanyScope): Promise<OpsCompanyPrice[]> {
  const rows = await companyPriceRows(scope);
  const items = await catalogItems(
    scope.db,
    rows.flatMap((row) => (row.serviceId ? [row.serviceId] : [])),
    rows.flatMap((row) => (row.productId ? [row.productId] : [])),
  );
  return rows
    .map((row): OpsCompanyPrice | null => {
      const itemId = (row.serviceId ?? row.productId) as string;
      const item = items.get(itemId);
      if (!item) return null;
      return {
        id: row.id,
        kind: row.serviceId ? 'service' : 'product',
        item_id: itemId,
        code: item.code,
        name: { ar: item.ar, en: item.en, fr: item.fr },
        list_price: item.price,
        unit_price: row.unitPrice,
        list_hourly_price: item.hourly,
        hourly_price: row.hourlyPrice,
        valid_from: row.valid_from,
        valid_to: row.valid_to,
        updated_at: row.updatedAt.toISOString(),
      };
    })
    .filter((price): price is OpsCompanyPrice => price !== null)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.code.localeCompare(b.code));
}

/** The company's scope through the system door; an unknown company is a 404. */
async function companyOf(ctx: SignedInContext, companyId: string): Promise<CompanyScope> {
  const db = ctx.systemDb("ops: a company's negotiated prices");
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return companyScope(db, { companyId, membershipId: null });
}

/** Queues changes of one company's prices behind each other. */
const lockCompany = (scope: CompanyScope) =>
  scope.db.select({ id: companies.id }).from(companies).where(eq(companies.id, scope.companyId)).for('update');

export async function listOpsCompanyPrices(ctx: SignedInContext, companyId: string): Promise<OpsCompanyPrice[]> {
  return pricesOf(await companyOf(ctx, companyId));
}

export async function setOpsCompanyPrice(
  ctx: SignedInContext,
  companyId: string,
  body: SetCompanyPriceBody,
): Promise<OpsCompanyPrice[]> {
  const scope = await companyOf(ctx, companyId);
  const isService = body.kind === 'service';
  const [item] = isService
    ? await scope.db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.id, body.item_id), eq(services.isActive, true)))
    : await scope.db
        .select({ id: serviceProducts.id })
        .from(serviceProducts)
        .where(and(eq(serviceProducts.id, body.item_id), eq(serviceProducts.isActive, true)));
  if (!item) throw fieldError('item_id', 'validation.invalid');
  const itemColumn = isService ? companyPrices.serviceId : companyPrices.productId;
  await scope.transaction(async (tx) => {
    await lockCompany(tx);
    await tx.delete(companyPrices, eq(itemColumn, body.item_id));
    await tx.insert(companyPrices).values({
      serviceId: isService ? body.item_id : null,
      productId: isService ? null : body.item_id,
      unitPrice: body.unit_price,
      hourlyPrice: isService ? (body.hourly_price ?? null) : null,
      validFrom: body.valid_from ?? null,
      validTo: body.valid_to ?? null,
      updatedBy: ctx.actor.userId,
      updatedAt: ctx.now,
    });
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: 'company_price.set',
      targetType: 'company',
      targetId: companyId,
      companyId,
      details: {
        item_id: body.item_id,
        amount: body.unit_price,
        hourly_price: body.hourly_price ?? null,
        valid_from: body.valid_from ?? null,
        valid_to: body.valid_to ?? null,
      },
    });
  });
  return pricesOf(scope);
}

export async function removeOpsCompanyPrice(
  ctx: SignedInContext,
  companyId: string,
  priceId: string,
): Promise<OpsCompanyPrice[]> {
  const scope = await companyOf(ctx, companyId);
  await scope.transaction(async (tx) => {
    await lockCompany(tx);
    const removed = await tx
      .delete(companyPrices, eq(companyPrices.id, priceId))
      .returning({ serviceId: companyPrices.serviceId, productId: companyPrices.productId });
    if (removed.length === 0) throw notFound();
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: 'company_price.remove',
      targetType: 'company',
      targetId: companyId,
      companyId,
      details: { item_id: removed[0]?.serviceId ?? removed[0]?.productId },
    });
  });
  return pricesOf(scope);
}
