import { eq } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database';
import { membershipBranches, memberships, roles } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { type EventType, recordEvent } from '../../src/platform/events/record-event';
import { memberWith } from '../company/account-helpers';
import type { TestApp } from '../support/harness';
import type { TestStream } from '../support/sse-client';

// Helpers of the event stream's access tests (issue 26.2): recorded events with a branch, members limited to some
// branches, and waits that fail when a stream stays open or an event does not come.

let lastTime = Date.now();
/** A business change's event, in its own transaction as record-event's callers write it (1 ms after the last). */
export async function writeEvent(
  database: Database,
  companyId: string,
  event: { type: EventType; payload: Record<string, unknown>; branchId?: string | null },
) {
  const scope = companyScope(database.systemDb('test: a business change'), { companyId, membershipId: null });
  lastTime = Math.max(lastTime + 1, Date.now());
  const createdAt = new Date(lastTime);
  await scope.transaction((tx) => recordEvent(tx, { ...event, createdAt }));
}

/** A member with exactly these permissions, limited to `branchIds` (none: every branch). */
export async function limitedMember(
  t: TestApp,
  companyId: string,
  rules: { action: string; subject: string }[],
  branchIds: string[] = [],
) {
  const member = await memberWith(t, companyId, rules);
  const [row] = await t.database.db
    .select({ id: memberships.id, roleId: memberships.roleId })
    .from(memberships)
    .where(eq(memberships.userId, member.userId));
  if (branchIds.length > 0) {
    await t.database.db
      .insert(membershipBranches)
      .values(branchIds.map((branchId) => ({ membershipId: row!.id, branchId })));
  }
  const [role] = await t.database.db.select({ name: roles.name }).from(roles).where(eq(roles.id, row!.roleId));
  return { ...member, membershipId: row!.id, roleId: row!.roleId, roleName: role!.name };
}

export const read = (subject: string) => ({ action: 'read', subject });
/** The stream's own permission (the bell's). */
export const STREAM = read('b2b_notifications');

/** Fails unless the stream ends within `ms` (a heartbeat-time check would take far longer in these tests). */
export async function endsWithin(stream: TestStream, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    stream.ended,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const types = (stream: TestStream) => stream.received.map((r) => r.event.type);
