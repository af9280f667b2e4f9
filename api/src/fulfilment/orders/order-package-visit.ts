import type { createPackageVisitBodySchema, OrderOperationResult, Service } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { insufficientCredit } from '../../money/ledger/index';
import { companyPackageConsumptions, companyPackageLocations, companyPackages } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError, type FieldErrors, fieldError } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import { riyadhDay } from '../../sales/catalog/riyadh-day';
import { isActiveOn, type PackageRow } from '../../sales/packages/package-view';
import { type OrderBranch, orderBranch } from './order-branch';
import {
  companyActor,
  FREE_VISIT,
  insertOrder,
  linesMinutes,
  type NewOrderService,
  storedService,
} from './order-insert';
import { orderCatalog } from './order-pricing';
import { viewOrderById } from './order-queries';
import { reserveSlot } from './order-slot';

// POST company/orders/createPackageVisit (ADR 0010): a visit of an active package at one of its branches, with
// services of the package. No money moves: in the same transaction it consumes one visit (visits packages) or the
// chosen hours (hours packages) — 422 insufficient credit when not enough is left — and books the slot like any
// order. The package row is locked first, so two visits cannot spend the same last visit.

type PackageVisitValues = v.InferOutput<typeof createPackageVisitBodySchema>;

const invalid = (fields: FieldErrors) => new AppError(422, 'errors.validation', { fields });

export function createPackageVisit(ctx: CompanyContext, body: PackageVisitValues): Promise<OrderOperationResult> {
  return ctx.scope.transaction(async (tx) => {
    const pkg = await lockActivePackage(tx, body, ctx.now);
    const branch = await orderBranch(tx, body.branch_id, ctx.now);
    await checkCovered(tx, pkg, branch, body);
    const catalog = await orderCatalog(tx, branch, body.services, ctx.now);
    const quantity = pkg.type === 'hours' ? body.hours : 1;
    if (pkg.total - pkg.used < quantity) throw insufficientCredit({ available: pkg.total - pkg.used, quantity });
    const services = packageServices(body, catalog);
    const lineMinutes = linesMinutes(services);
    // An hours package books the technicians for the hours it spends.
    const minutes = pkg.type === 'hours' ? Math.max(lineMinutes, quantity * 60) : lineMinutes;
    const slot = await reserveSlot(tx, body, minutes, ctx.now);
    const order = await insertOrder(
      tx,
      {
        type: 'package',
        branch,
        slot,
        services,
        ...FREE_VISIT,
        notes: body.notes ?? null,
        package: { id: pkg.id, reference: pkg.reference, quantity },
      },
      await companyActor(tx, ctx.actor.userId),
      ctx.now,
    );
    await tx.insert(companyPackageConsumptions).values({
      packageId: pkg.id,
      branchId: branch.id,
      quantity,
      orderReference: order.reference,
      createdAt: ctx.now,
    });
    await tx.update(
      companyPackages,
      { used: sql`${companyPackages.used} + ${quantity}` },
      eq(companyPackages.id, pkg.id),
    );
    return {
      order: await viewOrderById(tx, order.id, ctx.lang),
      payment_url: null,
      message: ctx.t('orders.created', { reference: order.reference }),
    };
  });
}

/** The company's package, locked; unknown, another company's or not active (today and on the visit date): 422. */
async function lockActivePackage(tx: CompanyScope, body: PackageVisitValues, now: Date): Promise<PackageRow> {
  const [row] = await tx
    .select({ pkg: companyPackages })
    .from(companyPackages, eq(companyPackages.id, body.package_id))
    .for('update');
  if (!row || !isActiveOn(row.pkg, riyadhDay(now))) throw fieldError('package_id', 'orders.package_not_active');
  if (!isActiveOn(row.pkg, body.date)) throw fieldError('date', 'orders.package_not_active');
  return row.pkg;
}

/** The branch is one of the package's locations and every service is one of its services. */
async function checkCovered(tx: CompanyScope, pkg: PackageRow, branch: OrderBranch, body: PackageVisitValues) {
  const [location] = await tx
    .select({ id: companyPackageLocations.id })
    .from(
      companyPackageLocations,
      and(eq(companyPackageLocations.packageId, pkg.id), eq(companyPackageLocations.branchId, branch.id)),
    );
  const fields: FieldErrors = {};
  if (!location) fields.branch_id = ['orders.package_branch'];
  const included = new Set(pkg.services.map((service) => service.id));
  body.services.forEach((line, index) => {
    if (!included.has(line.service_id)) fields[`services.${index}.service_id`] = ['orders.package_service'];
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/** The visit's lines: catalog names and unit prices for the record, nothing charged (the package paid). */
function packageServices(body: PackageVisitValues, catalog: Map<string, Service>): NewOrderService[] {
  return body.services.map((line) => {
    const service = catalog.get(line.service_id)!;
    const products = line.products.map((chosen) => {
      const product = service.products.find((candidate) => candidate.id === chosen.product_id)!;
      return {
        product_id: product.id,
        name: product.name,
        quantity: chosen.quantity,
        unit_price: product.price,
        amount: 0,
      };
    });
    return storedService(service, line.quantity, { unitPrice: service.base_price, amount: 0 }, products);
  });
}
