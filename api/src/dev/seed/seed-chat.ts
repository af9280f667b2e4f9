import { asc, eq } from 'drizzle-orm';
import { markRead, type Sender, sendMessage } from '../../messaging/chat/chat-thread';
import { threadOfOrder } from '../../messaging/chat/order-chat';
import { sendSupport } from '../../messaging/chat/support-chat';
import type { Db } from '../../platform/db/database';
import { orders, users } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

// The demo company's chats (issue 12.3): a short exchange with ops on its first two orders and a support
// conversation, the last ops message of each unread so the Messages badge shows something.

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);
const text = (body: string) => ({ fields: {}, text: body, attachment: null });

export async function seedChat(
  tx: Db,
  scope: CompanyScope,
  options: { ownerId: string; opsPhone: string; now: Date },
): Promise<void> {
  const { now } = options;
  const [owner] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, options.ownerId));
  const [ops] = await tx
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.phone, options.opsPhone));
  if (!owner || !ops) return;
  const company: Sender = { kind: 'company', userId: options.ownerId, name: owner.name };
  const platform: Sender = { kind: 'ops', userId: ops.id, name: ops.name };
  const firstOrders = await scope
    .select({ id: orders.id, reference: orders.reference, branchId: orders.branchId })
    .from(orders)
    .orderBy(asc(orders.createdAt), asc(orders.reference))
    .limit(2);
  const exchanges: [Sender, string][][] = [
    [
      [company, 'Please call the branch manager before arriving.'],
      [platform, 'Noted. The provider will call 15 minutes ahead.'],
      [company, 'Thank you. Parking is at the back entrance.'],
      [platform, 'The provider has the directions. See you tomorrow.'],
    ],
    [
      [company, 'Can the visit include the second-floor kitchen?'],
      [platform, 'Yes, we will add it to the inspection.'],
    ],
  ];
  for (const [index, order] of firstOrders.entries()) {
    const thread = threadOfOrder(order);
    const exchange = exchanges[index] ?? [];
    for (const [at, [sender, body]] of exchange.entries()) {
      const sentAt = minutesBefore(now, 90 - index * 30 - at * 5);
      // Each side has read what came before it answered (read receipts); ops' last message stays unread.
      await markRead(scope, thread, sender.kind === 'ops' ? 'ops' : 'company', sentAt);
      await sendMessage(scope, thread, sender, text(body), sentAt);
    }
  }
  const support: [Sender, string][] = [
    [company, 'How do we add a new branch to an existing package?'],
    [platform, 'Open the package, choose "Update properties" and pick the branch.'],
  ];
  for (const [at, [sender, body]] of support.entries()) {
    await sendSupport(scope, sender, text(body), minutesBefore(now, 20 - at * 5));
  }
}
