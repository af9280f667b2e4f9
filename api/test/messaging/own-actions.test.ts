import { describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { createOrder } from '../fulfilment/order-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';

// Issue 28.5: the user's own action never notifies them back. The API names who acted on what it records, so the
// client can tell a notification or a chat message of the user's own from someone else's.

const t = useTestApp();

describe('own actions', () => {
  it("names the creator on a new order's notification (actor_id): their own tabs show it as no second message", async () => {
    const owner = await companyOwner(t, 'Own Actions Co');
    const branch = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
    const order = await createOrder(t, owner.token, { branch_id: branch });
    const list = await call(t.app, 'GET', '/api/v1/company/notifications?perPage=10', { token: owner.token });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const created = (list.body.data.items as { type: string; data: Record<string, unknown> }[]).find(
      (n) => n.type === 'NEW_ORDER' && n.data.reference === order.reference,
    );
    expect(created?.data).toMatchObject({ reference: order.reference, actor_id: owner.userId });
  });
});
