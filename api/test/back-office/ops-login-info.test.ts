import { loginInfoSchema, opsRulesOf } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { opsUser } from '../money/money-helpers';
import { call, userMe, useTestApp } from '../support/harness';

const t = useTestApp();

// Issue 27.1: an ops account signs in on the portal's sign-in page, so the login info must answer it (it has no
// company membership) with the ops rules the console's routes and navigation are gated by.
describe('login info of an ops account', () => {
  it('answers the ops rules, no company role and no Role-Id to send back', async () => {
    const { token } = await opsUser(t);
    const me = await userMe(t.app, token);
    expect(me.statusCode).toBe(200);
    const info = v.parse(loginInfoSchema, me.body.data);
    expect(info.role.account_type).toBe('ops');
    expect(info.role.ability).toEqual(opsRulesOf(['admin']));
    expect(info.role.id).toBe(''); // the shell sends Role-Id only when set
    expect(info.role.ability.some((rule) => rule.subject.startsWith('b2b_'))).toBe(false);
    // The ops API answers the same token, and the other signed-in routes accept it without a Role-Id.
    const transfers = await call(t.app, 'GET', '/api/v1/ops/wallets/temp-transactions', { token });
    expect(transfers.statusCode).toBe(200);
  });
});
