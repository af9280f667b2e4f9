import { eq } from 'drizzle-orm';
import { orders } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { localized, notifyCompany } from '../notifications/notify-company';
import type { Thread } from './chat-thread';

// An ops agent's answer lands in the company's bell (issue 27.3), not only on the stream, its body quoting the start
// of the message. The support chat's is company-wide (push goes to the members whose role reads the conversation,
// the event's visibility rule); the order chat's is addressed to the order's creator, as the order's own
// notifications are (the bell lists company-wide entries to every member, and an order may be outside a member's
// branches), company-wide only for an order nobody created. The company's own messages write none.

/** The quoted part of a message in the bell and the push (a long answer is read in the conversation). */
const QUOTE_LENGTH = 140;

function quoteOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= QUOTE_LENGTH ? flat : `${flat.slice(0, QUOTE_LENGTH - 1).trimEnd()}…`;
}

/** Writes the notification of an ops reply; answers its id, for the event that carries it to push. */
export async function notifyOpsReply(
  scope: CompanyScope,
  thread: Thread,
  reply: { name: string; text: string },
  now: Date,
): Promise<string> {
  const params = { name: reply.name, message: quoteOf(reply.text), reference: thread.reference };
  const companyId = scope.companyId;
  if ('orderId' in thread.bind) {
    const [order] = await scope
      .select({ createdBy: orders.createdBy })
      .from(orders, eq(orders.id, thread.bind.orderId));
    return notifyCompany(scope.db, {
      companyId,
      userId: order?.createdBy ?? null,
      type: 'ORDER_NEW_MESSAGE',
      title: localized('chat.notify.order_reply_title', params),
      body: localized('chat.notify.reply_body', params),
      data: { reference: thread.reference, page: 'order' },
      createdAt: now,
    });
  }
  return notifyCompany(scope.db, {
    companyId,
    type: 'TECHNICAL_SUPPORT',
    title: localized('chat.notify.support_reply_title'),
    body: localized('chat.notify.reply_body', params),
    data: { conversation_id: thread.reference, page: 'support' },
    createdAt: now,
  });
}
