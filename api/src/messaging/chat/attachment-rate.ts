import { desc, gt, isNotNull } from 'drizzle-orm';
import { advisoryXactLock } from '../../platform/db/advisory-lock';
import type { orderMessages } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { retryLater } from '../../platform/http/app-error';
import type { Thread } from './chat-thread';

// Files one conversation takes per minute (issue 26.6): each is stored and may fan out to push and e-mail, so a
// script (or a stuck retry loop) cannot fill the disk and the other side's notifications. Text is not limited here.

const MAX_ATTACHMENTS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

/** In the message's transaction, before its file is recorded: 429 with retry_after once the minute's files are used. */
export async function ensureAttachmentRate(scope: CompanyScope, thread: Thread, now: Date): Promise<void> {
  // One conversation at a time, so two uploads at once cannot both take the last place.
  await advisoryXactLock(scope.db, `chat-files:${thread.chat}:${thread.reference}`);
  const t = thread.table as typeof orderMessages;
  const recent = await scope
    .select({ createdAt: t.createdAt })
    .from(t, thread.where, isNotNull(t.fileId), gt(t.createdAt, new Date(now.getTime() - MINUTE_MS)))
    .orderBy(desc(t.createdAt))
    .limit(MAX_ATTACHMENTS_PER_MINUTE);
  const oldest = recent[MAX_ATTACHMENTS_PER_MINUTE - 1];
  if (!oldest) return;
  const wait = Math.max(1, Math.ceil((oldest.createdAt.getTime() + MINUTE_MS - now.getTime()) / 1000));
  throw retryLater('chat.attachment_rate', wait);
}
