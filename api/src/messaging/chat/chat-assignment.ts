import type { OpsConversationKind } from '@portal/contract';
import { chatAssignments } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

// The assignee of an ops inbox conversation (issue 27.5, migration 0031), as a reply sets it.

/**
 * An agent replying in a conversation nobody has taken takes it, in the reply's transaction (`scope` bound to it),
 * so the inbox's "mine" lists what one has answered. One already taken keeps its assignee. Answers whether it took.
 */
export async function takeIfUnassigned(
  scope: CompanyScope,
  agent: { userId: string; name: string },
  conversation: { kind: OpsConversationKind; id: string },
  now: Date,
): Promise<boolean> {
  const taken = await scope
    .insert(chatAssignments)
    .values({
      kind: conversation.kind,
      threadId: conversation.id,
      userId: agent.userId,
      userName: agent.name,
      assignedAt: now,
    })
    .onConflictDoNothing()
    .returning({ kind: chatAssignments.kind });
  return taken.length > 0;
}
