import { ORDER_RULES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvidence } from '../../src/platform/db/schema/index';
import { companyOwner, memberWith, multipartBody, samplePng } from '../company/account-helpers';
import { cardRecharge } from '../money/money-helpers';
import { call, useTestApp } from '../support/harness';
import { insertOrder, orderRow, providerAccount, providerStep, tickChecklist } from './orders-operations-helpers';

// Evidence-gated completion (issue 11 Beyond, ADR 0010 amendment): the provider's checklist (the order's services
// plus the standard items) and before/after photos; complete is refused until both are there; the client reads
// them on the order page through company-scoped routes.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let provider: Awaited<ReturnType<typeof providerAccount>>;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Evidence Test Co');
  other = await companyOwner(t, 'Evidence Rival Co');
  await cardRecharge(t, owner.token, 1_000_000, 'success');
  provider = await providerAccount(t, 'Evidence Provider');
});

const checklistUrl = (id: string) => `/api/v1/providers/orders/${id}/checklist`;
const evidenceUrl = (reference: string) => `/api/v1/company/orders/order/${reference}/evidence`;

function upload(id: string, stage: 'before' | 'after', data: Buffer, lang = 'ar') {
  const body = multipartBody({ field: 'photo', filename: `${stage}.png`, contentType: 'image/png', data }, { stage });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/providers/orders/${id}/evidence`,
    headers: { authorization: `Bearer ${provider.token}`, 'content-type': body.contentType, lang },
    payload: body.payload,
  });
}

describe('the provider checklist', () => {
  it("derives the items from the order's services plus the standard items, all open at first", async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'arrived', providerId: provider.providerId });
    const answer = await call(t.app, 'GET', checklistUrl(order.id), { token: provider.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.checklist).toEqual([
      expect.objectContaining({ key: 'service:00000000-0000-4000-8000-000000000001', kind: 'service', done: false }),
      expect.objectContaining({ key: 'work_tested', kind: 'standard', name: null, done: false }),
      expect.objectContaining({ key: 'area_cleaned', kind: 'standard', done: false }),
      expect.objectContaining({ key: 'client_walkthrough', kind: 'standard', done: false }),
    ]);
    expect(answer.body.data.checklist[0].name.en).toBe('Cleaning');
    expect(answer.body.data.checklist_complete).toBe(false);
  });

  it('ticks items with a note (latest answer wins), refuses an unknown item (422) and before arriving (409)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'in_progress', providerId: provider.providerId });
    const first = await call(t.app, 'POST', checklistUrl(order.id), {
      token: provider.token,
      body: { items: [{ key: 'area_cleaned', done: true, note: ' Bins emptied ' }] },
    });
    expect(first.statusCode).toBe(200);
    const cleaned = first.body.data.checklist.find((item: { key: string }) => item.key === 'area_cleaned');
    expect(cleaned).toMatchObject({ done: true, note: 'Bins emptied', checked_by: 'Evidence Provider' });
    const untick = await call(t.app, 'POST', checklistUrl(order.id), {
      token: provider.token,
      body: { items: [{ key: 'area_cleaned', done: false }] },
    });
    expect(untick.body.data.checklist.find((item: { key: string }) => item.key === 'area_cleaned').done).toBe(false);

    const unknown = await call(t.app, 'POST', checklistUrl(order.id), {
      token: provider.token,
      body: {
        items: [
          { key: 'area_cleaned', done: true },
          { key: 'painted_the_moon', done: true },
        ],
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.errors?.['items.1.key']).toBeDefined();
    const empty = await call(t.app, 'POST', checklistUrl(order.id), { token: provider.token, body: { items: [] } });
    expect(empty.statusCode).toBe(422);

    const early = await insertOrder(t, owner.companyId, { status: 'on_the_way', providerId: provider.providerId });
    expect((await tickChecklist(t, provider.token, early.id)).statusCode).toBe(409);
  });

  it("is 404 on another provider's order and 403 for a company account", async () => {
    const rival = await providerAccount(t, 'Rival Evidence Provider');
    const theirs = await insertOrder(t, owner.companyId, { status: 'arrived', providerId: rival.providerId });
    expect((await call(t.app, 'GET', checklistUrl(theirs.id), { token: provider.token })).statusCode).toBe(404);
    const tick = await call(t.app, 'POST', checklistUrl(theirs.id), {
      token: provider.token,
      body: { items: [{ key: 'area_cleaned', done: true }] },
    });
    expect(tick.statusCode).toBe(404);
    expect((await call(t.app, 'GET', checklistUrl(theirs.id), { token: owner.token })).statusCode).toBe(403);
  });
});

describe('evidence-gated completion', () => {
  it('refuses complete without the whole checklist (409, localized) even with photos, then completes', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'in_progress', providerId: provider.providerId });
    expect((await upload(order.id, 'after', samplePng())).statusCode).toBe(200);
    await call(t.app, 'POST', checklistUrl(order.id), {
      token: provider.token,
      body: { items: [{ key: 'work_tested', done: true }] },
    });
    const refused = await providerStep(t, provider.token, order.id, 'complete');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.data.reason).toBe('orders.checklist_incomplete');
    expect(refused.body.data.open_items).toEqual([
      'service:00000000-0000-4000-8000-000000000001',
      'area_cleaned',
      'client_walkthrough',
    ]);
    expect(refused.body.message).toBe('أكمل جميع بنود قائمة التحقق أولًا');
    const french = await call(t.app, 'POST', `/api/v1/providers/orders/${order.id}/transition`, {
      token: provider.token,
      body: { operation: 'complete' },
      headers: { lang: 'fr' },
    });
    expect(french.body.message).toBe('Cochez d’abord tous les points de la liste de contrôle');
    expect((await orderRow(t, order.id)).status).toBe('in_progress');

    expect((await tickChecklist(t, provider.token, order.id)).statusCode).toBe(200);
    const done = await providerStep(t, provider.token, order.id, 'complete');
    expect(done.statusCode).toBe(200);
    expect(done.body.data.order.status).toBe('completed');
    // Completed: the evidence is frozen.
    expect((await upload(order.id, 'after', samplePng())).statusCode).toBe(409);
  });

  it('refuses complete with the checklist but no photo (409 orders.evidence_required)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'in_progress', providerId: provider.providerId });
    expect((await tickChecklist(t, provider.token, order.id)).statusCode).toBe(200);
    const refused = await providerStep(t, provider.token, order.id, 'complete');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.data.reason).toBe('orders.evidence_required');
  });
});

describe('evidence limits', () => {
  it('holds at most 30 photos per order: the 31st is a 422 on "photo", in three languages, storing nothing', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'in_progress', providerId: provider.providerId });
    for (let n = 1; n <= 30; n++) expect((await upload(order.id, 'after', samplePng())).statusCode).toBe(200);
    const files = () => t.database.db.$count(orderEvidence, eq(orderEvidence.orderId, order.id));
    const refused = await upload(order.id, 'after', samplePng(), 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ photo: ['This order already has 30 photos, the most one order can hold'] });
    expect((await upload(order.id, 'before', samplePng(), 'ar')).json().errors.photo).toEqual([
      'لهذا الطلب 30 صورة بالفعل، وهو الحد الأقصى للطلب الواحد',
    ]);
    expect((await upload(order.id, 'before', samplePng(), 'fr')).json().errors.photo).toEqual([
      'Cette commande a déjà 30 photos, le maximum pour une commande',
    ]);
    expect(await files()).toBe(30);
  });
});

describe('the order page evidence', () => {
  it('lists before/after photos and the checklist to the company, serves the photo bytes', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'in_progress', providerId: provider.providerId });
    const before = samplePng();
    const after = samplePng();
    expect((await upload(order.id, 'before', before)).statusCode).toBe(200);
    expect((await upload(order.id, 'after', after)).statusCode).toBe(200);
    await call(t.app, 'POST', checklistUrl(order.id), {
      token: provider.token,
      body: { items: [{ key: 'client_walkthrough', done: true, note: 'Signed off by the branch manager' }] },
    });

    const reader = await memberWith(t, owner.companyId, [ORDER_RULES.ordersRead]);
    const answer = await call(t.app, 'GET', evidenceUrl(order.reference), { token: reader.token });
    expect(answer.statusCode).toBe(200);
    const { photos, checklist, checklist_complete } = answer.body.data;
    expect(photos.map((photo: { stage: string }) => photo.stage)).toEqual(['before', 'after']);
    expect(checklist_complete).toBe(false);
    expect(checklist.find((item: { key: string }) => item.key === 'client_walkthrough')).toMatchObject({
      done: true,
      note: 'Signed off by the branch manager',
    });

    const image = await t.app.inject({
      method: 'GET',
      url: photos[0].url,
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(before)).toBe(true);
  });

  it("is 404 for another company's order or photo, 403 without read b2b_orders", async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'in_progress', providerId: provider.providerId });
    expect((await upload(order.id, 'after', samplePng())).statusCode).toBe(200);
    const mine = await call(t.app, 'GET', evidenceUrl(order.reference), { token: owner.token });
    const photoUrl = mine.body.data.photos[0].url as string;

    expect((await call(t.app, 'GET', evidenceUrl(order.reference), { token: other.token })).statusCode).toBe(404);
    const foreignPhoto = await t.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreignPhoto.statusCode).toBe(404);
    // A photo id under another order of the same company is not found either.
    const sibling = await insertOrder(t, owner.companyId, { status: 'created', paid: false });
    const crossed = photoUrl.replace(order.reference, sibling.reference);
    const mixed = await t.app.inject({
      method: 'GET',
      url: crossed,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(mixed.statusCode).toBe(404);

    const noRule = await memberWith(t, owner.companyId, [ORDER_RULES.orderCreate]);
    expect((await call(t.app, 'GET', evidenceUrl(order.reference), { token: noRule.token })).statusCode).toBe(403);
    const blocked = await t.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { authorization: `Bearer ${noRule.token}` },
    });
    expect(blocked.statusCode).toBe(403);
  });
});
