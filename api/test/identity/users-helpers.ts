import { eq } from 'drizzle-orm';
import { branches, cities } from '../../src/platform/db/schema/index';
import {
  type Answer,
  call,
  nextPhone,
  registerAndSignIn,
  signInWithCode,
  type TestApp,
  userMe,
} from '../support/harness';

// Helpers of the users / roles / permissions tests: everything goes through the real API except branches,
// which belong to another feature and are inserted directly.

export type Rule = { action: string; subject: string };

export const send = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> => call(t.app, method, url, { token, body, headers: { lang: 'en', ...headers } });

export async function companyAdmin(t: TestApp, companyName = 'Acme Facilities') {
  const { phone, token } = await registerAndSignIn(t.app, nextPhone(), companyName);
  const me = await userMe(t.app, token);
  return { phone, token, companyId: me.body.data.role.company.id as string, userId: me.body.data.user.id as string };
}

export async function createRole(t: TestApp, token: string, name: string, permissions: Rule[], type?: string) {
  const answer = await send(t, 'POST', '/api/v1/company/roles/role', token, { name, permissions, type });
  if (answer.statusCode !== 201) throw new Error(`role not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as string;
}

let usernameCounter = 0;
export function memberBody(roleId: string, extra: Record<string, unknown> = {}) {
  usernameCounter += 1;
  return {
    phone: nextPhone(),
    full_name: 'Khalid Al-Harbi',
    username: `khalid.${usernameCounter}`,
    email: 'khalid@example.com',
    role_type: 'Employee',
    role_id: roleId,
    branch_ids: [],
    ...extra,
  };
}

export async function addUser(t: TestApp, token: string, body: Record<string, unknown>) {
  const answer = await send(t, 'POST', '/api/v1/company/user', token, body);
  if (answer.statusCode !== 201) throw new Error(`user not added: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { id: string; user_id: string; phone: string; invited: boolean };
}

/** Signs a member in the way they would: login code by WhatsApp (outbox), then verify. */
export async function signIn(t: TestApp, phone: string) {
  t.clock.advanceSeconds(61); // past any resend wait left by an invitation
  return signInWithCode(t.app, phone);
}

/** A branch of the company in Riyadh (the branches feature owns the API; the row is what matters here). */
export async function insertBranch(t: TestApp, companyId: string, name: string) {
  const db = t.database.db;
  const [riyadh] = await db.select({ id: cities.id }).from(cities).where(eq(cities.code, 'riyadh')).limit(1);
  if (!riyadh) throw new Error('reference data: Riyadh is missing');
  const [branch] = await db
    .insert(branches)
    .values({ companyId, name, code: `${name}-${Math.random().toString(36).slice(2, 8)}`, cityId: riyadh.id })
    .returning({ id: branches.id });
  return branch!.id;
}
