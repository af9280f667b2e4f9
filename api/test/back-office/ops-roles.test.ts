import { OPS_ROLES, opsRulesOf } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { insertOpsUser } from '../../src/dev/seed/seed-ops-team';
import { companyOwner } from '../company/account-helpers';
import { opsUser } from '../money/money-helpers';
import { call, nextPhone, signInWithCode, userMe, useTestApp } from '../support/harness';

// Issue 27.2: every ops route is enforced by the ops rules of contract/src/ops-permissions.ts, checked by CASL against
// the caller's ops roles; company accounts are refused; the login info carries the ops roles and their rules.

const t = useTestApp();

const ZERO = '00000000-0000-4000-8000-000000000000';

/** Per role: one route its rules allow (not 403) and one they refuse (403 with the role message). */
const CASES = {
  admin: { allowed: ['GET', '/api/v1/ops/users'], refused: null },
  finance: {
    allowed: ['GET', '/api/v1/ops/wallets/temp-transactions'],
    refused: ['GET', '/api/v1/ops/orders/providers'],
  },
  dispatch: { allowed: ['GET', '/api/v1/ops/orders/providers'], refused: ['GET', '/api/v1/ops/wallets/refunds'] },
  support: {
    allowed: ['GET', `/api/v1/ops/chat/support/${ZERO}/messages`],
    refused: ['POST', `/api/v1/ops/quotations/${ZERO}/approve`],
  },
  catalog: { allowed: ['POST', `/api/v1/ops/quotations/${ZERO}/approve`], refused: ['GET', '/api/v1/ops/users'] },
} as const;

describe('ops roles', () => {
  for (const role of OPS_ROLES) {
    it(`${role}: its own area answers, another area is refused with a clear 403`, async () => {
      const { token } = await opsUser(t, [role]);
      const { allowed, refused } = CASES[role];
      const ok = await call(t.app, allowed[0], allowed[1], { token });
      // Past the access hook: answered (200) or the route's own answer for an unknown id (404), never 403.
      expect([200, 404], `${allowed.join(' ')}: ${JSON.stringify(ok.body)}`).toContain(ok.statusCode);
      if (refused) {
        const no = await call(t.app, refused[0], refused[1], { token, headers: { lang: 'en' } });
        expect(no.statusCode).toBe(403);
        expect(no.body.message).toBe(
          'Your operations role does not allow this. Ask an operations admin for the role that does',
        );
        expect(no.body.data).toMatchObject({ reason: 'not_allowed' });
      }
    });
  }

  it('a company account is refused on every ops route, whatever its role in the company', async () => {
    const owner = await companyOwner(t, 'Not Ops Co');
    const answer = await call(t.app, 'GET', '/api/v1/ops/wallets/temp-transactions', {
      token: owner.token,
      headers: { lang: 'en' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.message).toBe("This area is for the platform's operations team only");
    expect((await call(t.app, 'GET', '/api/v1/ops/queues', { token: owner.token })).statusCode).toBe(403);
  });

  it('an ops account with no role row holds nothing (fails closed)', async () => {
    const { token } = await opsUser(t, []);
    expect((await call(t.app, 'GET', '/api/v1/ops/queues', { token })).statusCode).toBe(403);
  });
});

describe('ops sign-in', () => {
  it('signs in with the code of the same sign-in page; the login info carries the ops roles and their rules', async () => {
    const phone = nextPhone();
    await insertOpsUser(t.database.db, { name: 'Khalid Al-Harbi', phone, roles: ['finance', 'support'] });
    const me = await userMe(t.app, await signInWithCode(t.app, phone));
    expect(me.statusCode).toBe(200);
    const { role } = me.body.data;
    expect(role.account_type).toBe('ops');
    expect(role.ops_roles).toEqual(['finance', 'support']);
    expect(role.ability).toEqual(opsRulesOf(['finance', 'support']));
    expect(role.id).toBe('');
    expect(role.is_admin).toBe(false);
  });

  it('a company member gets no ops roles in the login info', async () => {
    const owner = await companyOwner(t, 'Plain Co');
    const me = await userMe(t.app, owner.token);
    expect(me.body.data.role.ops_roles).toBeUndefined();
    expect(me.body.data.role.account_type).toBeUndefined();
  });
});
