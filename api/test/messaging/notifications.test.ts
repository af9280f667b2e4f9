import { notificationListSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { localized, notifyCompany } from '../../src/messaging/notifications/notify-company';
import { companyOwner, memberWith } from '../company/account-helpers';
import { call, useTestApp } from '../support/harness';

const t = useTestApp();

const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown, lang = 'en') =>
  call(t.app, method, url, { token, body, headers: { lang } });
const list = (token: string, query = '', lang = 'en') =>
  send('GET', `/api/v1/company/notifications${query}`, token, undefined, lang);

/** A NEW_ORDER notification, a minute after the previous one. */
async function newOrder(companyId: string, reference: string, userId: string | null = null) {
  t.clock.advanceSeconds(60);
  return notifyCompany(t.database.db, {
    companyId,
    userId,
    type: 'NEW_ORDER',
    title: { ar: `طلب جديد ${reference}`, en: `New order ${reference}`, fr: `Nouvelle commande ${reference}` },
    body: localized('notifications.welcome_title'),
    data: { reference },
    createdAt: t.clock.now(),
  });
}

describe('notifications', () => {
  it('greets a new company, in the caller’s language', async () => {
    const owner = await companyOwner(t, 'Najd Facilities');
    const answer = await list(owner.token);
    expect(answer.statusCode).toBe(200);
    expect(v.parse(notificationListSchema, answer.body.data)).toEqual({
      items: [
        {
          id: expect.any(String),
          type: 'GENERAL',
          title: 'Welcome to the portal',
          body: 'Najd Facilities is ready. Add your branches, then order services or buy a package. We are here to help.',
          data: {},
          created_at: expect.any(String),
          read_at: null,
        },
      ],
      total: 1,
      page: 1,
      perPage: 10,
      unread: 1,
    });
    expect((await list(owner.token, '', 'ar')).body.data.items[0].title).toBe('مرحبًا بك في البوابة');
    expect((await list(owner.token, '', 'fr')).body.data.items[0].title).toBe('Bienvenue sur le portail');
  });

  it('lists newest first, counts unread, marks one and all as read, per user', async () => {
    const owner = await companyOwner(t);
    const colleague = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_notifications' }]);
    const first = await newOrder(owner.companyId, 'ORD-1');
    await newOrder(owner.companyId, 'ORD-2');
    await newOrder(owner.companyId, 'ORD-private', colleague.userId);

    const mine = await list(owner.token);
    expect(mine.body.data.items.map((n: { data: { reference?: string } }) => n.data.reference ?? 'welcome')).toEqual([
      'ORD-2',
      'ORD-1',
      'welcome',
    ]);
    expect(mine.body.data.unread).toBe(3);
    expect((await list(colleague.token)).body.data.total).toBe(4);
    const paged = await list(owner.token, '?page=2&perPage=5&sortBy=created_at&sortDesc=false');
    expect(paged.body.data).toMatchObject({ items: [], total: 3, page: 2, perPage: 5 });
    expect((await list(owner.token, '?q=ORD-1')).body.data.total).toBe(1);

    const read = await send('POST', `/api/v1/company/notifications/${first}/read`, owner.token);
    expect(read.statusCode).toBe(200);
    expect(read.body).toEqual({
      status: 200,
      message: 'The notification has been marked as read',
      data: { unread: 2 },
    });
    // Idempotent, and the read time is kept.
    expect((await send('POST', `/api/v1/company/notifications/${first}/read`, owner.token)).body.data).toEqual({
      unread: 2,
    });
    const after = await list(owner.token);
    const firstItem = after.body.data.items.find((n: { id: string }) => n.id === first);
    expect(firstItem.read_at).toBe(new Date(t.clock.time).toISOString());
    const unreadOnly = await list(owner.token, '?unread=1');
    expect(unreadOnly.body.data.items.map((n: { id: string }) => n.id)).not.toContain(first);
    expect(unreadOnly.body.data.total).toBe(2);
    // Reading is per user: the colleague still has it unread.
    expect((await send('GET', '/api/v1/company/notifications/unread-count', colleague.token)).body.data).toEqual({
      unread: 4,
    });

    const all = await send('POST', '/api/v1/company/notifications/read-all', owner.token);
    expect(all.body).toEqual({
      status: 200,
      message: 'All notifications have been marked as read',
      data: { unread: 0 },
    });
    expect((await send('GET', '/api/v1/company/notifications/unread-count', owner.token)).body.data).toEqual({
      unread: 0,
    });
    expect((await send('GET', '/api/v1/company/notifications/unread-count', colleague.token)).body.data).toEqual({
      unread: 4,
    });
  });

  it("cannot read another company's or another user's notification", async () => {
    const a = await companyOwner(t, 'Company A');
    const b = await companyOwner(t, 'Company B');
    const colleague = await memberWith(t, a.companyId, [{ action: 'read', subject: 'b2b_notifications' }]);
    const ofB = await newOrder(b.companyId, 'ORD-B');
    const privateToColleague = await newOrder(a.companyId, 'ORD-P', colleague.userId);
    expect((await send('POST', `/api/v1/company/notifications/${ofB}/read`, a.token)).statusCode).toBe(404);
    expect((await send('POST', `/api/v1/company/notifications/${privateToColleague}/read`, a.token)).statusCode).toBe(
      404,
    );
    expect((await send('POST', `/api/v1/company/notifications/${crypto.randomUUID()}/read`, a.token)).statusCode).toBe(
      404,
    );
    const bad = await send('POST', '/api/v1/company/notifications/nope/read', a.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors).toEqual({ id: ['The selected value is invalid'] });
    // Marking all read in A leaves B's unread.
    await send('POST', '/api/v1/company/notifications/read-all', a.token);
    expect((await send('GET', '/api/v1/company/notifications/unread-count', b.token)).body.data).toEqual({ unread: 2 });
  });

  it('needs the b2b_notifications permission and a session', async () => {
    const owner = await companyOwner(t);
    const member = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    expect((await list(member.token)).statusCode).toBe(403);
    expect((await send('POST', '/api/v1/company/notifications/read-all', member.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/company/notifications')).statusCode).toBe(401);
  });

  it('hides the types a user switched off in-app', async () => {
    const owner = await companyOwner(t);
    await newOrder(owner.companyId, 'ORD-9');
    const off = await send('PUT', '/api/v1/auth/user/notification-preferences', owner.token, {
      preferences: [{ type: 'NEW_ORDER', in_app: false, whatsapp: true, email: false }],
    });
    expect(off.statusCode).toBe(200);
    const answer = await list(owner.token);
    expect(answer.body.data.items.map((n: { type: string }) => n.type)).toEqual(['GENERAL']);
    expect(answer.body.data.unread).toBe(1);
  });

  it('refuses bad list parameters', async () => {
    const owner = await companyOwner(t);
    const answer = await list(owner.token, '?perPage=7&sortBy=title&unread=maybe');
    expect(answer.statusCode).toBe(422);
    // sortBy is checked with the rest of the query against the contract's NOTIFICATION_SORT_KEYS (issue 25.6).
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['perPage', 'sortBy', 'unread']);
  });
});
