import type { RequestContext } from '../../platform/http/request-context';
import { knownDeviceOf } from './known-devices';

/**
 * Where a sign-in attempt comes from (issue 16.4): a known device of the phone's user when the request presents
 * its device token, otherwise the caller's address (X-Forwarded-For only counts from a TRUST_PROXY address).
 * Budgets and locks are kept per phone + source; the phone-wide caps apply to addresses only.
 */
export interface SignInSource {
  key: string;
  knownDevice: boolean;
}

export async function signInSource(
  ctx: RequestContext,
  { phone, device_token }: { phone: string; device_token?: string | undefined },
): Promise<SignInSource> {
  const device = await knownDeviceOf(ctx.db, phone, device_token, ctx.now);
  return device ? { key: `device:${device}`, knownDevice: true } : addressSource(ctx);
}

/** The caller's address as a source (sign-in paths without a device token, such as invitations). */
export const addressSource = (ctx: RequestContext): SignInSource => ({ key: `ip:${ctx.ip}`, knownDevice: false });
