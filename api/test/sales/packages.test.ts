import { companyPackageSchema, packageListSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/platform/db/schema/index';
import { companyOwner, memberWith } from '../company/account-helpers';
import { cardRecharge, newKey, opsUser, recomputedBalances, walletOf } from '../money/money-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import {
  answers,
  branchIn,
  catalogServices,
  publishedBuy,
  publishedPackages,
  serviceByCode,
  setCreditLimit,
} from './package-helpers';

// Buying packages with the wallet (and the credit line behind it), from the catalog or a quotation; locations,
// limits, idempotency, company scoping, permissions — through the real API on a real database.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let ops: { token: string };
let pkg: Awaited<ReturnType<typeof publishedPackages>>;
let olaya: string;
let malaz: string;
let yasmin: string;
let murabba: string;
let otherBranch: string;

const BUY = '/api/v1/company/package/buy';
const LIST = '/api/v1/company/package';
const fieldsOf = (answer: Answer) => answer.body.errors ?? {};
const en = { lang: 'en' };
const buy = (body: Record<string, unknown>, key = newKey(), token = owner.token) =>
  call(t.app, 'POST', BUY, { token, body, headers: { ...en, 'idempotency-key': key } });

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Package Co');
  other = await companyOwner(t, 'Other Package Co');
  ops = await opsUser(t);
  pkg = await publishedPackages(t, owner.token);
  olaya = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
  malaz = await branchIn(t, owner.companyId, 'Malaz Shop', 'malaz');
  yasmin = await branchIn(t, owner.companyId, 'Yasmin Villa', 'yasmin');
  murabba = await branchIn(t, owner.companyId, 'Murabba Store', 'murabba');
  otherBranch = await branchIn(t, other.companyId, 'Not yours', 'olaya');
});

describe('buy with the wallet', () => {
  let reference: string;

  it('refuses when wallet and credit cannot pay, with the §5 message, and creates nothing', async () => {
    const answer = await buy(publishedBuy(pkg('ac_care_quarterly').id, 'wallet'));
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toBe('Insufficient package credit. Recharge your credit line to proceed.');
    expect((await call(t.app, 'GET', LIST, { token: owner.token })).body.data.total).toBe(0);
  });

  it('charges the price with 15 % VAT through the ledger, invoices it and activates the package', async () => {
    await cardRecharge(t, owner.token, 500_000, 'success');
    const key = newKey();
    const body = {
      source: 'published',
      published_package_id: pkg('ac_care_quarterly').id,
      payment_method: 'wallet',
      branch_ids: [olaya, malaz],
    };
    const answer = await buy(body, key);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const bought = v.parse(companyPackageSchema, answer.body.data.package);
    expect(bought).toMatchObject({
      reference: 'PKG-2025-000001',
      status: 'approved',
      is_active: true,
      need_action: false,
      price: 240_000,
      vat: 36_000,
      total_price: 276_000,
      amount_paid: 276_000,
      amount_due: 0,
      payment_status: 'paid',
      payment_method: 'wallet',
      starts_on: '2025-01-15',
      ends_on: '2026-01-14',
      total: 12,
      used: 0,
      available: 12,
    });
    expect(bought.locations.map((l) => l.branch_id).sort()).toEqual([olaya, malaz].sort());
    expect(answer.body.data).toMatchObject({ payment_url: null, amount_to_transfer: null });
    reference = bought.reference;
    expect((await walletOf(t, owner.token)).balance).toBe(500_000 - 276_000);

    const replay = await buy(body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.package.id).toBe(bought.id);
    expect((await walletOf(t, owner.token)).balance).toBe(224_000);
    expect((await buy({ ...body, branch_ids: [olaya] }, key)).statusCode).toBe(409);
    expect((await call(t.app, 'POST', BUY, { token: owner.token, body })).statusCode).toBe(400);

    const invoice = await call(t.app, 'GET', `/api/v1/company/invoices/invoice/${bought.invoice_ids[0]}`, {
      token: owner.token,
    });
    expect(invoice.body.data).toMatchObject({ kind: 'package', subtotal: 240_000, vat: 36_000, total: 276_000 });
    const balances = await recomputedBalances(t.database, owner.companyId);
    expect(balances.wallet).toBe(224_000);
    const events = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.companyId, owner.companyId));
    expect(events).toEqual([
      // With the id of the bell notification push mirrors (outbound/notification-alerts.ts).
      expect.objectContaining({
        type: 'NEW_PACKAGE',
        payload: { reference, package_id: bought.id, notification_id: expect.any(String) },
      }),
    ]);
  });

  it('limits locations, areas and branches to what the package and the company allow', async () => {
    const tooMany = await buy(
      publishedBuy(pkg('ac_care_quarterly').id, 'wallet', { branch_ids: [olaya, malaz, yasmin, murabba] }),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(fieldsOf(tooMany).branch_ids).toEqual(['You can choose only (3) locations']);
    const foreign = await buy(publishedBuy(pkg('ac_care_quarterly').id, 'wallet', { branch_ids: [otherBranch] }));
    expect(fieldsOf(foreign).branch_ids).toEqual(['This field is invalid']);
    const outside = await buy(publishedBuy(pkg('facility_monthly').id, 'wallet', { branch_ids: [yasmin] }));
    expect(fieldsOf(outside).branch_ids).toEqual(['This branch is outside the areas the package allows']);
    const noPackage = await buy({ source: 'published', payment_method: 'wallet' });
    expect(fieldsOf(noPackage).published_package_id).toEqual(['Please select a package']);
    const noSource = await buy({ payment_method: 'wallet' });
    expect(fieldsOf(noSource).source).toEqual(['Please select a package']);
    const notAllowed = await buy(publishedBuy(pkg('ac_care_quarterly').id, 'credit_line'));
    expect(Object.keys(fieldsOf(notAllowed))).toEqual(['payment_method']);
    const noDown = await buy(publishedBuy(pkg('ac_care_quarterly').id, 'wallet', { pay: 'down_payment' }));
    expect(Object.keys(fieldsOf(noDown))).toEqual(['pay']);
  });

  it('takes a down payment from the wallet then the credit line; the rest is owed', async () => {
    await setCreditLimit(t, ops.token, owner.companyId, 1_000_000);
    const answer = await buy(
      publishedBuy(pkg('facility_monthly').id, 'wallet', { pay: 'down_payment', branch_ids: [murabba] }),
    );
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    // 5,000 SAR down payment + 15 % VAT = 5,750 SAR: 2,240 from the wallet, the rest on credit.
    expect(answer.body.data.package).toMatchObject({
      total_price: 1_725_000,
      amount_paid: 575_000,
      amount_due: 1_150_000,
      payment_status: 'partial',
      status: 'approved',
    });
    const wallet = await walletOf(t, owner.token);
    expect(wallet.balance).toBe(0);
    expect(wallet.credit_line.used).toBe(575_000 - 224_000);
    const balances = await recomputedBalances(t.database, owner.companyId);
    expect(balances).toMatchObject({ wallet: 0, credit_line: 351_000, receivable: 1_150_000 });
  });
});

describe('buy from a quotation', () => {
  it('buys an approved quotation once at its price; refuses submitted and expired ones', async () => {
    const services = await catalogServices(t, owner.token);
    const plumbing = serviceByCode(services, 'plumbing').id;
    await cardRecharge(t, owner.token, 2_000_000, 'success');
    const quote = await call(t.app, 'POST', '/api/v1/company/quotations', {
      token: owner.token,
      body: answers([olaya, malaz], [{ service_id: plumbing, quantity: 1 }]),
    });
    const q = quote.body.data;
    expect(q.status).toBe('approved');
    const body = { source: 'quotation', quotation_reference: q.reference, payment_method: 'wallet' };
    const answer = await buy(body);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.package).toMatchObject({
      source: 'quotation',
      quotation_reference: q.reference,
      price: q.price.taxable,
      vat: q.price.vat,
      total_price: q.price.total,
      total: q.price.package_total,
      allowed_location_count: 2,
    });
    expect(answer.body.data.package.locations).toHaveLength(2);
    const again = await buy(body);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('A package has already been bought from this quotation');
    const read = await call(t.app, 'GET', `/api/v1/company/quotations/${q.reference}`, { token: owner.token });
    expect(read.body.data.package_reference).toBe(answer.body.data.package.reference);

    const big = await call(t.app, 'POST', '/api/v1/company/quotations', {
      token: owner.token,
      body: answers([olaya], [{ service_id: serviceByCode(services, 'general_cleaning').id, quantity: 100_000 }], {
        frequency: 'daily',
      }),
    });
    const submitted = await buy({
      source: 'quotation',
      quotation_reference: big.body.data.reference,
      payment_method: 'wallet',
    });
    expect(fieldsOf(submitted).quotation_reference).toEqual(['Only an approved quotation can be bought']);
    const unknown = await buy({
      source: 'quotation',
      quotation_reference: 'QUO-1999-000001',
      payment_method: 'wallet',
    });
    expect(fieldsOf(unknown).quotation_reference).toEqual(['Please select a package']);

    const later = await call(t.app, 'POST', '/api/v1/company/quotations', {
      token: owner.token,
      body: answers([olaya], [{ service_id: plumbing, quantity: 1 }]),
    });
    t.clock.advance(31 * 24 * 3600 * 1000);
    const expired = await buy({
      source: 'quotation',
      quotation_reference: later.body.data.reference,
      payment_method: 'wallet',
    });
    expect(fieldsOf(expired).quotation_reference).toEqual(['This quotation has expired; request a new one']);
    t.clock.advance(-31 * 24 * 3600 * 1000);
  });
});

describe('company packages', () => {
  it('lists with filters, search and sort; one by reference; 404 for another company', async () => {
    const list = v.parse(
      packageListSchema,
      (await call(t.app, 'GET', `${LIST}?perPage=50`, { token: owner.token })).body.data,
    );
    expect(list.total).toBe(3);
    const byBranch = await call(t.app, 'GET', `${LIST}?branch_id=${murabba}`, { token: owner.token });
    expect(byBranch.body.data.items.map((p: { reference: string }) => p.reference)).toEqual(['PKG-2025-000002']);
    const active = await call(t.app, 'GET', `${LIST}?is_active=1&type=visits&status=approved`, { token: owner.token });
    expect(active.body.data.total).toBe(3);
    const inactive = await call(t.app, 'GET', `${LIST}?is_active=0`, { token: owner.token });
    expect(inactive.body.data.total).toBe(0);
    const searched = await call(t.app, 'GET', `${LIST}?q=facility`, { token: owner.token });
    expect(searched.body.data.total).toBe(1);
    const sorted = await call(t.app, 'GET', `${LIST}?sortBy=reference&sortDesc=false`, { token: owner.token });
    expect(sorted.body.data.items[0].reference).toBe('PKG-2025-000001');
    expect((await call(t.app, 'GET', `${LIST}?sortBy=nope`, { token: owner.token })).statusCode).toBe(422);
    expect((await call(t.app, 'GET', `${LIST}?branch_id=x`, { token: owner.token })).statusCode).toBe(422);
    expect((await call(t.app, 'GET', `${LIST}/PKG-2025-000001`, { token: owner.token })).body.data.reference).toBe(
      'PKG-2025-000001',
    );
    expect((await call(t.app, 'GET', `${LIST}/PKG-2025-000001`, { token: other.token })).statusCode).toBe(404);
  });

  it('updates locations: Need Action without branches, the limit message, only own branches', async () => {
    const first = (await call(t.app, 'GET', `${LIST}/PKG-2025-000001`, { token: owner.token })).body.data;
    const update = (body: unknown, token = owner.token) =>
      call(t.app, 'POST', `${LIST}/updateProperties`, { token, body, headers: en });
    const cleared = await update({ package_id: first.id, branch_ids: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.body.data).toMatchObject({ need_action: true, locations: [] });
    const limit = await update({ package_id: first.id, branch_ids: [olaya, malaz, yasmin, murabba] });
    expect(fieldsOf(limit).branch_ids).toEqual(['You can choose only (3) locations']);
    expect(fieldsOf(await update({ package_id: first.id, branch_ids: [otherBranch] })).branch_ids).toEqual([
      'This field is invalid',
    ]);
    const set = await update({ package_id: first.id, branch_ids: [yasmin, olaya, yasmin] });
    expect(set.body.data.need_action).toBe(false);
    expect(set.body.data.locations).toHaveLength(2);
    expect((await update({ package_id: first.id, branch_ids: [] }, other.token)).statusCode).toBe(404);
    expect((await update({ package_id: 'x' })).statusCode).toBe(422);
  });

  it('answers 403 to a role without the rule', async () => {
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_packages' }]);
    expect((await call(t.app, 'GET', LIST, { token: reader.token })).statusCode).toBe(200);
    const refused = await buy(
      { source: 'published', published_package_id: pkg('ac_care_quarterly').id, payment_method: 'wallet' },
      newKey(),
      reader.token,
    );
    expect(refused.statusCode).toBe(403);
    const update = await call(t.app, 'POST', `${LIST}/updateProperties`, {
      token: reader.token,
      body: { package_id: olaya, branch_ids: [] },
    });
    expect(update.statusCode).toBe(403);
  });
});
