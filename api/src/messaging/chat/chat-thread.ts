import type { ChatEventData, ChatMessage } from '@portal/contract';
import { and, asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { files, type orderMessages, type supportMessages } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { recordEvent } from '../../platform/events/record-event';
import { ensureAttachmentRate } from './attachment-rate';
import { type IncomingMessage, insertAttachment } from './chat-attachment';
import { notifyOpsReply } from './chat-reply-notification';

// One chat thread, whichever table holds it (the order chat's order_messages, the support chat's support_messages:
// the same columns). Listing, read receipts and sending, always through the company scope of the thread's company.

type SenderKind = ChatMessage['sender_kind'];

export interface Thread {
  chat: 'order' | 'support';
  table: typeof orderMessages | typeof supportMessages;
  /** The rows of this thread. */
  where: SQL;
  /** The columns that tie a new row to it. */
  bind: { orderId: string } | { conversationId: string };
  /** In the event payload: the order reference, or the conversation id. */
  reference: string;
  /** The order's branch (the order chat), recorded with the event for the stream's branch limit; support: none. */
  branchId?: string;
}

/** The columns both tables share (typed through one of them: same names, same types). */
const columns = (thread: Thread) => thread.table as typeof orderMessages;

export async function listMessages(scope: CompanyScope, thread: Thread): Promise<ChatMessage[]> {
  const t = columns(thread);
  const rows = await scope
    .select({
      id: t.id,
      senderKind: t.senderKind,
      senderName: t.senderName,
      body: t.body,
      fileId: t.fileId,
      createdAt: t.createdAt,
      readAt: t.readAt,
    })
    .from(t, thread.where)
    .orderBy(asc(t.createdAt), asc(t.id));
  const fileIds = rows.flatMap((row) => (row.fileId ? [row.fileId] : []));
  const attached =
    fileIds.length === 0
      ? []
      : await scope
          .select({ id: files.id, name: files.originalName, mime: files.mime, size: files.size })
          .from(files, inArray(files.id, fileIds));
  const byId = new Map(attached.map((file) => [file.id, file]));
  return rows.map((row) => {
    const file = row.fileId ? byId.get(row.fileId) : undefined;
    return {
      id: row.id,
      sender_kind: row.senderKind as SenderKind,
      sender_name: row.senderName,
      body: row.body,
      file_id: row.fileId,
      attachment: file ? { name: file.name, mime: file.mime, size: file.size } : null,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt ? row.readAt.toISOString() : null,
    };
  });
}

/** The read receipt: what the other side sent is read by `reader` now. Answers how many became read. */
export async function markRead(scope: CompanyScope, thread: Thread, reader: 'company' | 'ops', now: Date) {
  const t = columns(thread);
  const rows = await scope
    .update(t, { readAt: now }, thread.where, ne(t.senderKind, reader), isNull(t.readAt))
    .returning({ id: t.id });
  return { read: rows.length };
}

export interface Sender {
  kind: SenderKind;
  userId: string;
  name: string;
}

/**
 * Writes the message (and its attachment's `files` row), its event (ORDER_NEW_MESSAGE / TECHNICAL_SUPPORT) and, for
 * an ops reply, the company's bell notification in the caller's transaction (`scope` bound to it), so the stream delivers it once it committed.
 */
export async function sendMessage(
  scope: CompanyScope,
  thread: Thread,
  sender: Sender,
  message: IncomingMessage,
  now: Date,
): Promise<ChatMessage> {
  if (message.attachment) await ensureAttachmentRate(scope, thread, now);
  const fileId = message.attachment ? await insertAttachment(scope, message.attachment, sender.userId, now) : null;
  const t = columns(thread);
  const [row] = await scope
    .insert(t)
    .values({
      ...thread.bind,
      senderKind: sender.kind,
      senderUserId: sender.userId,
      senderName: sender.name,
      body: message.text === '' ? null : message.text,
      fileId,
      createdAt: now,
    } as never)
    .returning({ id: t.id });
  const text = message.text || message.attachment?.name || '';
  const payload: ChatEventData = {
    chat: thread.chat,
    reference: thread.reference,
    message_id: row!.id,
    sender_kind: sender.kind,
    user: { id: sender.userId, name: sender.name },
    message: text,
    title: sender.name,
    body: text,
  };
  // An ops reply also lands in the company's bell, and push mirrors that notification (its id on the event).
  const notificationId =
    sender.kind === 'ops' ? await notifyOpsReply(scope, thread, { name: sender.name, text }, now) : undefined;
  await recordEvent(scope, {
    type: thread.chat === 'order' ? 'ORDER_NEW_MESSAGE' : 'TECHNICAL_SUPPORT',
    payload: { ...payload },
    createdAt: now,
    branchId: thread.branchId ?? null,
    notificationId,
  });
  const [view] = (await listMessages(scope, { ...thread, where: and(thread.where, eq(t.id, row!.id)) as SQL })) ?? [];
  return view!;
}

/** The stored file of one message of the thread (404 when none). */
export async function attachmentOf(scope: CompanyScope, thread: Thread, messageId: string) {
  const t = columns(thread);
  const [row] = await scope.select({ fileId: t.fileId }).from(t, thread.where, eq(t.id, messageId));
  if (!row?.fileId) return null;
  const [file] = await scope
    .select({ storageKey: files.storageKey, name: files.originalName, mime: files.mime, size: files.size })
    .from(files, eq(files.id, row.fileId));
  return file ?? null;
}
