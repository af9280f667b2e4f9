import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { cardRecharge } from '../money/money-helpers';
import { call, userMe, useTestApp } from '../support/harness';
import {
  attachPhoto,
  cashCollected,
  collectCash,
  insertOrder,
  orderRow,
  providerAccount,
  providerStep,
  tickChecklist,
} from './orders-operations-helpers';

// The field app's API (issue 30, ADR 0046): a provider account signs in to the provider rules, reads its visits by
// day and slot (whole: services, location, contact), and records the cash it collects on site.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let provider: Awaited<ReturnType<typeof providerAccount>>;
let rival: Awaited<ReturnType<typeof providerAccount>>;
type Order = Awaited<ReturnType<typeof insertOrder>>;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Field Visits Co');
  await cardRecharge(t, owner.token, 1_000_000, 'success');
  provider = await providerAccount(t, 'Field Technician');
  rival = await providerAccount(t, 'Other Technician');
});

const visits = (token: string, query = '') =>
  call(t.app, 'GET', `/api/v1/providers/visits?perPage=100${query}`, { token });
const ids = (answer: { body: { data: { items: { id: string }[] } } }) => answer.body.data.items.map((item) => item.id);

describe('provider login info', () => {
  it('signs a provider account in to the field rules, with its provider where a company stands', async () => {
    await t.database.db
      .update(providers)
      .set({ nameAr: 'فني الميدان', nameEn: 'Field Technician' })
      .where(eq(providers.id, provider.providerId));
    const me = await userMe(t.app, provider.token);
    expect(me.statusCode).toBe(200);
    expect(me.body.data.role).toMatchObject({
      id: '',
      account_type: 'provider',
      company: { id: '', name: { ar: 'فني الميدان', en: 'Field Technician' } },
      ability: [{ action: 'read', subject: 'provider_visits' }],
    });
  });

  it('keeps company accounts out of the provider visits (403)', async () => {
    expect((await visits(owner.token)).statusCode).toBe(403);
  });
});

describe('provider visits', () => {
  it('lists upcoming visits from today by day and slot, past ones latest first, each whole', async () => {
    // The harness clock: 2025-01-15 12:00 Riyadh. Inserted out of slot order; another provider's visit today.
    const made = [];
    for (const visit of [
      { date: '2025-01-15', time: '16:00' },
      { date: '2025-01-15', time: '09:00' },
      { date: '2025-01-16', time: '08:00' },
      { date: '2025-01-10', status: 'completed' },
      { date: '2025-01-15', providerId: rival.providerId },
    ]) {
      made.push(
        await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId, ...visit }),
      );
    }
    const [later, morning, tomorrow, past, theirs] = made as [Order, Order, Order, Order, Order];

    const upcoming = await visits(provider.token);
    expect(upcoming.statusCode).toBe(200);
    const mine = ids(upcoming);
    expect(mine).not.toContain(theirs.id);
    expect(mine).not.toContain(past.id);
    expect(mine.filter((id) => [later.id, morning.id, tomorrow.id].includes(id))).toEqual([
      morning.id,
      later.id,
      tomorrow.id,
    ]);
    const visit = upcoming.body.data.items.find((item: { id: string }) => item.id === morning.id);
    expect(visit.services).toEqual([expect.objectContaining({ quantity: 100, name: expect.any(Object) })]);
    expect(visit.contact).toEqual({ name: 'Sara Owner', phone: null });
    expect(visit.branch.name).toBe(morning.branchName);

    const history = await visits(provider.token, '&period=past');
    expect(ids(history)).toContain(past.id);
    expect(ids(history)).not.toContain(morning.id);
    const found = await visits(provider.token, `&period=past&q=${encodeURIComponent(past.branchName)}`);
    expect(ids(found)).toEqual([past.id]);
    const none = await visits(provider.token, `&period=past&q=${encodeURIComponent(morning.branchName)}`);
    expect(ids(none)).toEqual([]);
  });

  it('refuses a bad period with a field error (422)', async () => {
    const answer = await visits(provider.token, '&period=tomorrow');
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['period']);
  });

  it('reads one visit of its own; another provider’s is 404', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId });
    const one = await call(t.app, 'GET', `/api/v1/providers/visits/${order.id}`, { token: provider.token });
    expect(one.statusCode).toBe(200);
    expect(one.body.data).toMatchObject({ id: order.id, reference: order.reference, status: 'assigned' });
    const other = await call(t.app, 'GET', `/api/v1/providers/visits/${order.id}`, { token: rival.token });
    expect(other.statusCode).toBe(404);
  });
});

describe('the technician collects the cash', () => {
  const collect = (id: string, token: string) => collectCash(t, token, id, 'providers');

  it('records the amount due once, after which the visit can be completed', async () => {
    const order = await insertOrder(t, owner.companyId, {
      status: 'in_progress',
      method: 'cash',
      providerId: provider.providerId,
    });
    const early = await providerStep(t, provider.token, order.id, 'complete');
    expect(early.statusCode).toBe(409);
    expect((await collect(order.id, rival.token)).statusCode).toBe(404);

    const collected = await collect(order.id, provider.token);
    expect(collected.statusCode).toBe(200);
    expect(collected.body.data.order).toMatchObject(cashCollected(order.total));
    expect((await collect(order.id, provider.token)).statusCode).toBe(409);
    expect((await orderRow(t, order.id)).totalDue).toBe(0);

    const uploaded = await attachPhoto(t, provider.token, order.id);
    expect(uploaded.statusCode).toBe(200);
    expect((await tickChecklist(t, provider.token, order.id)).statusCode).toBe(200);
    expect((await providerStep(t, provider.token, order.id, 'complete')).statusCode).toBe(200);
  });

  it('refuses a wallet order (422) and a visit not yet in progress (409)', async () => {
    const wallet = await insertOrder(t, owner.companyId, {
      status: 'in_progress',
      paid: false,
      providerId: provider.providerId,
    });
    expect((await collect(wallet.id, provider.token)).statusCode).toBe(422);
    const early = await insertOrder(t, owner.companyId, {
      status: 'arrived',
      method: 'cash',
      providerId: provider.providerId,
    });
    expect((await collect(early.id, provider.token)).statusCode).toBe(409);
  });
});
