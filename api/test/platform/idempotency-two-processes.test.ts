import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { orderBody, postOrder, serviceIds, visitDay } from '../fulfilment/order-helpers';
import { newKey } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { createTestApp } from '../support/harness';
import { createSharedServerDatabase } from '../support/test-database';

// Issue 24.2: idempotency records live in the database (http/idempotency.ts), so a client's retry that lands on
// another API process replays the first answer. Two processes on one server database; skipped on PGlite.

it('one Idempotency-Key sent to two processes at once: one order, the same answer twice', async (context) => {
  const shared = await createSharedServerDatabase();
  if (!shared) return context.skip();
  const [one, two] = await Promise.all(shared.handles.map((database) => createTestApp({ database })));
  try {
    const owner = await companyOwner(one!, 'Retry Co');
    const branchId = await branchIn(one!, owner.companyId, 'Retry Branch', 'olaya');
    const id = await serviceIds(one!, owner.token);
    for (let round = 0; round < 5; round++) {
      const body = orderBody(id('plumbing'), { branch_id: branchId, date: visitDay(round + 1) });
      const key = newKey();
      const [first, second] = await Promise.all([
        postOrder(one!.app, owner.token, body, key),
        postOrder(two!.app, owner.token, { ...body }, key),
      ]);
      expect([first.statusCode, second.statusCode], JSON.stringify(first.body)).toEqual([201, 201]);
      expect(second.body.data.order.reference).toBe(first.body.data.order.reference);
      expect(second.body).toEqual(first.body);
    }
    const created = await one!.database.db.select().from(orders).where(eq(orders.companyId, owner.companyId));
    expect(created).toHaveLength(5);
  } finally {
    await Promise.all([one!.close(), two!.close()]);
    await shared.close();
  }
});
