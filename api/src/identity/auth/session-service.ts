import type { SignedInContext } from '../../platform/http/request-context';
import { revokeSession, updateSessionDevice } from './session-queries';

/** Remembers the device of the caller's session (push token, device data): login info and the push-token event. */
export async function recordSessionDevice(
  ctx: SignedInContext,
  device: Parameters<typeof updateSessionDevice>[2],
): Promise<void> {
  await updateSessionDevice(ctx.db, ctx.actor.sessionId, device);
}

/** POST auth/user/logout: revokes the caller's session token. */
export async function signOut(ctx: SignedInContext): Promise<null> {
  await revokeSession(ctx.db, ctx.actor.sessionId, ctx.now);
  return null;
}
