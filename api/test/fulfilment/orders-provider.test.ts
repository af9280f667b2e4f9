import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvidence, orderProposals, providers } from '../../src/platform/db/schema/index';
import { companyOwner, multipartBody, samplePdf, samplePng } from '../company/account-helpers';
import { cardRecharge, opsUser } from '../money/money-helpers';
import { call, useTestApp } from '../support/harness';
import { insertOrder, orderRow, providerAccount, providerStep, tickChecklist } from './orders-operations-helpers';

// The provider order API (ORDER_PROVIDER_PATHS): a user linked to a provider sees and moves only its own orders;
// completion needs a photo (checked by its bytes), the ticked checklist and nothing left due.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let provider: Awaited<ReturnType<typeof providerAccount>>;
let rival: Awaited<ReturnType<typeof providerAccount>>;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Provider Test Co');
  await cardRecharge(t, owner.token, 1_000_000, 'success');
  provider = await providerAccount(t, 'Omar Provider');
  rival = await providerAccount(t, 'Rival Provider');
});

function upload(
  id: string,
  token: string,
  file: { filename: string; contentType: string; data: Buffer },
  stage?: string,
) {
  const body = multipartBody({ field: 'photo', ...file }, stage ? { stage } : {});
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/providers/orders/${id}/evidence`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}
const png = () => ({ filename: 'after.png', contentType: 'image/png', data: samplePng() });

describe('provider orders', () => {
  it('lists only the orders assigned to this provider', async () => {
    const mine = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId });
    const theirs = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: rival.providerId });
    const list = await call(t.app, 'GET', '/api/v1/providers/orders?perPage=100', { token: provider.token });
    expect(list.statusCode).toBe(200);
    const ids = list.body.data.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });

  it("names the provider in the reader's language on the order page, list, history and logs (issue 14.5)", async () => {
    const names = { ar: 'عمر المزوّد', en: 'Omar the Provider', fr: 'Omar le Prestataire' };
    await t.database.db
      .update(providers)
      .set({ nameAr: names.ar, nameEn: names.en, nameFr: names.fr })
      .where(eq(providers.id, provider.providerId));
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId });
    const departed = await providerStep(t, provider.token, order.id, 'depart');
    expect(departed.statusCode).toBe(200);
    for (const lang of ['ar', 'en', 'fr'] as const) {
      const read = (path: string) =>
        call(t.app, 'GET', `/api/v1/company/orders/${path}`, { token: owner.token, headers: { lang } });
      const page = await read(`order/${order.reference}`);
      expect(page.statusCode).toBe(200);
      expect(page.body.data.order.provider.name).toBe(names[lang]);
      const byProvider = page.body.data.history.filter((entry: { actor: string }) => entry.actor === 'P');
      expect(byProvider.map((entry: { actor_name: string }) => entry.actor_name)).toEqual([names[lang]]);
      const logs = await read(`order/${order.reference}/logs`);
      const logged = logs.body.data.filter((entry: { actor: string }) => entry.actor === 'P');
      expect(logged.length).toBeGreaterThan(0);
      for (const entry of logged) expect(entry.actor_name).toBe(names[lang]);
      const list = await read(`order?perPage=100`);
      const row = list.body.data.items.find((item: { id: string }) => item.id === order.id);
      expect(row.provider.name).toBe(names[lang]);
    }
  });

  it('walks assigned → on_the_way → arrived → inspection → in_progress → completed with photos and the checklist', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId });
    for (const [operation, status] of [
      ['depart', 'on_the_way'],
      ['arrive', 'arrived'],
      ['start_inspection', 'inspection_started'],
      ['end_inspection', 'inspection_ended'],
      ['start_work', 'in_progress'],
    ] as const) {
      const answer = await providerStep(t, provider.token, order.id, operation);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data.order.status).toBe(status);
    }
    const noPhoto = await providerStep(t, provider.token, order.id, 'complete');
    expect(noPhoto.statusCode).toBe(409);
    expect(noPhoto.body.data.reason).toBe('orders.evidence_required');

    const pdf = await upload(order.id, provider.token, {
      filename: 'x.png',
      contentType: 'image/png',
      data: samplePdf(),
    });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.photo).toBeDefined();
    const badStage = await upload(order.id, provider.token, png(), 'during');
    expect(badStage.statusCode).toBe(422);
    const before = await upload(order.id, provider.token, png(), 'before');
    expect(before.statusCode).toBe(200);
    const after = await upload(order.id, provider.token, png());
    expect(after.statusCode).toBe(200);
    const photos = await t.database.db.select().from(orderEvidence).where(eq(orderEvidence.orderId, order.id));
    expect(photos.map((photo) => photo.stage).sort()).toEqual(['after', 'before']);
    const noChecklist = await providerStep(t, provider.token, order.id, 'complete');
    expect(noChecklist.statusCode).toBe(409);
    expect(noChecklist.body.data.reason).toBe('orders.checklist_incomplete');
    expect((await tickChecklist(t, provider.token, order.id)).statusCode).toBe(200);

    const completed = await providerStep(t, provider.token, order.id, 'complete');
    expect(completed.statusCode).toBe(200);
    expect(completed.body.data.order.status).toBe('completed');
    expect((await providerStep(t, provider.token, order.id, 'complete')).statusCode).toBe(409);
  });

  it('cannot start work while a proposal waits for the client (409 orders.proposals_pending)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'arrived', providerId: provider.providerId });
    await t.database.db.insert(orderProposals).values({
      companyId: owner.companyId,
      orderId: order.id,
      kind: 'service_change',
      status: 'submitted',
      proposedBy: 'P',
      createdAt: new Date(t.clock.time),
    });
    const answer = await providerStep(t, provider.token, order.id, 'start_work');
    expect(answer.statusCode).toBe(409);
    expect(answer.body.data.reason).toBe('orders.proposals_pending');
    expect((await orderRow(t, order.id)).status).toBe('arrived');
  });

  it('cannot complete while money is due (409 orders.nothing_due) nor attach a photo before arriving (409)', async () => {
    const order = await insertOrder(t, owner.companyId, {
      status: 'in_progress',
      method: 'cash',
      providerId: provider.providerId,
    });
    expect((await upload(order.id, provider.token, png())).statusCode).toBe(200);
    expect((await tickChecklist(t, provider.token, order.id)).statusCode).toBe(200);
    const due = await providerStep(t, provider.token, order.id, 'complete');
    expect(due.statusCode).toBe(409);
    expect(due.body.data.reason).toBe('orders.nothing_due');
    const early = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId });
    expect((await upload(early.id, provider.token, png())).statusCode).toBe(409);
  });

  it("is 404 on another provider's order, 403 for company and ops accounts, 422 for a step that is not the provider's", async () => {
    const theirs = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: rival.providerId });
    expect((await providerStep(t, provider.token, theirs.id, 'depart')).statusCode).toBe(404);
    expect((await upload(theirs.id, provider.token, png())).statusCode).toBe(404);
    expect((await providerStep(t, owner.token, theirs.id, 'depart')).statusCode).toBe(403);
    const ops = await opsUser(t);
    expect((await call(t.app, 'GET', '/api/v1/providers/orders', { token: ops.token })).statusCode).toBe(403);
    const confirm = await providerStep(t, rival.token, theirs.id, 'confirm');
    expect(confirm.statusCode).toBe(422);
    expect((await orderRow(t, theirs.id)).status).toBe('assigned');
  });
});
