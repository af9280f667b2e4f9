import { orderReference } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { payOrder } from '../../src/fulfilment/orders/money/order-money';
import { hashPassword } from '../../src/identity/auth/password-hash';
import { orderServices, orders, providers, providerWorkingHours, users } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { MEMBER_PASSWORD, multipartBody, samplePng } from '../company/account-helpers';
import { newKey } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, nextPhone, type TestApp } from '../support/harness';

// Helpers of the order operation, ops, provider and concurrency tests: orders inserted in a given status through
// the company scope (order creation is another feature's API), providers with a sign-in account, and calls.

let sequence = 0;
/** References unique across the files sharing a template database. */
const referenceBase = Math.floor(Math.random() * 800_000);

export interface TestOrder {
  status?: string;
  method?: 'wallet' | 'credit_card' | 'transfer' | 'cash';
  /** Halalas before VAT (VAT 15 % is added). */
  subtotal?: number;
  /** `YYYY-MM-DD` and `HH:MM` Riyadh (the harness clock is 2025-01-15 12:00 Riyadh). */
  date?: string;
  time?: string;
  providerId?: string | null;
  /** Wallet orders are paid at submit (ADR 0010): the wallet must hold the total. */
  paid?: boolean;
  /** An existing branch of the company (default: a new branch per order). */
  branchId?: string;
}

/** Inserts an order of the company at a new branch (or `options.branchId`), with one service line (and pays it from the wallet if asked). */
export async function insertOrder(t: TestApp, companyId: string, options: TestOrder = {}) {
  const db = t.database.db;
  const scope = companyScope(db, { companyId, membershipId: null });
  const branchId = options.branchId ?? (await branchIn(t, companyId, `Branch ${++sequence}`));
  if (options.branchId) ++sequence;
  const subtotal = options.subtotal ?? 20_000;
  const vat = Math.round(subtotal * 0.15);
  const date = options.date ?? '2025-01-16';
  const time = options.time ?? '10:00';
  const [h, m] = time.split(':').map(Number) as [number, number];
  const startsAt = new Date(`${date}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+03:00`);
  const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
  const end = `${String(Math.floor((h * 60 + m + 90) / 60)).padStart(2, '0')}:${String((m + 90) % 60).padStart(2, '0')}`;
  const method = options.method ?? 'wallet';
  const now = new Date(t.clock.time);
  return scope.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        reference: orderReference(2025, referenceBase + ++sequence),
        type: 'onetime',
        status: options.status ?? 'created',
        customerName: 'Sara Owner',
        branchId,
        branchName: `Branch ${sequence}`,
        branchCode: `B-${sequence}`,
        visitDate: date,
        time,
        endTime: end,
        shift: h < 14 ? 'morning' : 'evening',
        startsAt,
        endsAt,
        providerId: options.providerId ?? null,
        subtotal,
        vat,
        total: subtotal + vat,
        totalDue: subtotal + vat,
        paymentStatus: 'unpaid',
        paymentMethod: method,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(orderServices).values({
      orderId: order!.id,
      position: 0,
      serviceId: '00000000-0000-4000-8000-000000000001',
      name: { ar: 'تنظيف', en: 'Cleaning', fr: 'Nettoyage' },
      unit: 'sqm',
      quantity: 100,
      minQuantity: 1,
      unitPrice: subtotal / 100,
      amount: subtotal,
    });
    if (method === 'wallet' && options.paid !== false) {
      const changes = await payOrder(tx, order!, { source: 'wallet', amount: order!.total, userId: null, now });
      const [paid] = await tx.update(orders, changes, eq(orders.id, order!.id)).returning();
      return paid!;
    }
    return order!;
  });
}

/** A provider working every day 08:00–22:00, with a sign-in account (account type provider). */
export async function providerAccount(t: TestApp, name = 'Test Provider') {
  const db = t.database.db;
  const phone = nextPhone();
  const [user] = await db
    .insert(users)
    .values({ fullName: name, phone, accountType: 'provider', passwordHash: await hashPassword(MEMBER_PASSWORD) })
    .returning({ id: users.id });
  const [provider] = await db
    .insert(providers)
    .values({
      name,
      nameAr: name,
      nameEn: name,
      nameFr: name,
      phone,
      userId: user!.id,
      createdAt: new Date(t.clock.time),
    })
    .returning({ id: providers.id });
  await db
    .insert(providerWorkingHours)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ providerId: provider!.id, weekday, start: '08:00', end: '22:00' })),
    );
  const signin = await call(t.app, 'POST', '/api/v1/auth/signin', { body: { phone, password: MEMBER_PASSWORD } });
  if (signin.statusCode !== 200) throw new Error(`provider sign-in failed: ${JSON.stringify(signin.body)}`);
  return { providerId: provider!.id, userId: user!.id, token: signin.body.data.token as string };
}

export const orderRow = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A company operation (POST company/orders/<name>) with a fresh Idempotency-Key. */
export const operation = (t: TestApp, token: string, name: string, body: unknown, key: string | null = newKey()) =>
  call(t.app, 'POST', `/api/v1/company/orders/${name}`, {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

export const opsStep = (t: TestApp, token: string, id: string, body: unknown) =>
  call(t.app, 'POST', `/api/v1/ops/orders/${id}/transition`, { token, body });

export const providerStep = (t: TestApp, token: string, id: string, operation: string) =>
  call(t.app, 'POST', `/api/v1/providers/orders/${id}/transition`, { token, body: { operation } });

/** Records the cash of a cash visit collected on site, as ops or as the provider on the visit. */
export const collectCash = (t: TestApp, token: string, id: string, side: 'ops' | 'providers') =>
  call(t.app, 'POST', `/api/v1/${side}/orders/${id}/collectCash`, { token });

/** The order a first collectCash answers with: paid in full on site, nothing left due. */
export const cashCollected = (total: number) => ({
  status: 'final_payment_paid',
  payment_status: 'collected',
  total_paid: total,
  total_due: 0,
});

/** The provider attaches a completion photo (a PNG) to its order, as the field app sends it. */
export function attachPhoto(t: TestApp, token: string, id: string, stage?: 'before' | 'after') {
  const body = multipartBody(
    { field: 'photo', filename: 'photo.png', contentType: 'image/png', data: samplePng() },
    stage ? { stage } : {},
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/providers/orders/${id}/evidence`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The provider ticks every item of the order's completion checklist (complete needs it, with a photo). */
export async function tickChecklist(t: TestApp, token: string, id: string) {
  const url = `/api/v1/providers/orders/${id}/checklist`;
  const current = await call(t.app, 'GET', url, { token });
  if (current.statusCode !== 200) throw new Error(`checklist: ${JSON.stringify(current.body)}`);
  const items = (current.body.data.checklist as { key: string }[]).map(({ key }) => ({ key, done: true }));
  return call(t.app, 'POST', url, { token, body: { items } });
}
