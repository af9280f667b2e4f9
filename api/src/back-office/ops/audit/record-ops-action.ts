import type { OpsAuditAction } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/database';
import { opsAudit, users } from '../../../platform/db/schema/index';

/** What an ops action did: the kind, on what, in which company, and why (reason) with its particulars. */
export interface OpsActionEntry {
  action: OpsAuditAction;
  targetType:
    | 'transfer'
    | 'company'
    | 'refund'
    | 'quotation'
    | 'order'
    | 'conversation'
    | 'ops_user'
    | 'settings'
    | 'coupon';
  targetId: string | null;
  companyId: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records an ops action in the audit log (issue 27.2), on the action's own transaction runner (`db`): the row exists
 * exactly when the action committed. An idempotent repeat answers the stored result without running the action
 * again, so it is not logged twice. The actor's name is copied as it is now.
 */
export async function recordOpsAction(
  db: Queryable,
  actor: { userId: string },
  at: Date,
  entry: OpsActionEntry,
): Promise<void> {
  await db.insert(opsAudit).values({
    actorUserId: actor.userId,
    actorName: sql`coalesce((select ${users.fullName} from ${users} where ${eq(users.id, actor.userId)}), '')`,
    at,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    companyId: entry.companyId,
    details: entry.details ?? {},
  });
}
