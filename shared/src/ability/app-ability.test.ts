import { afterEach, describe, expect, it } from 'vitest';
import { loginInfoFixture } from '../http/testing/login-info-fixture';
import { session } from '../session/session-store';
import { ability, canAccess, updateAbility } from './app-ability';

describe('app ability', () => {
  afterEach(() => session.clear());

  it('manage on all allows every action on every subject', () => {
    updateAbility([{ action: 'manage', subject: 'all' }]);
    expect(ability.can('read', 'b2b_orders')).toBe(true);
    expect(ability.can('refund_payment', 'b2b_payments')).toBe(true);
  });

  it("a company Admin's manage all does not open the operations console; an ops account's rules do (issue 27.1)", () => {
    updateAbility([{ action: 'manage', subject: 'all' }]);
    expect(ability.can('read', 'ops_transfers')).toBe(false);
    expect(ability.can('update', 'ops_transfers')).toBe(false);
    // ops_companies: only its company meaning, read (ADR 0071); the console's routes are the shell's to hide.
    expect(ability.can('read', 'ops_companies')).toBe(true);
    expect(ability.can('update', 'ops_companies')).toBe(false);
    expect(ability.can('read', 'b2b_account_information')).toBe(true);
    updateAbility([
      { action: 'read', subject: 'ops_transfers' },
      { action: 'update', subject: 'ops_transfers' },
    ]);
    expect(ability.can('update', 'ops_transfers')).toBe(true);
    expect(ability.can('read', 'ops_refunds')).toBe(false);
    expect(ability.can('read', 'b2b_wallet')).toBe(false);
  });

  it('a company role granted read ops_companies holds it, and nothing else of the console (ADR 0071)', () => {
    updateAbility([
      { action: 'read', subject: 'b2b_orders' },
      { action: 'read', subject: 'ops_companies' },
    ]);
    expect(ability.can('read', 'ops_companies')).toBe(true);
    expect(ability.can('update', 'ops_companies')).toBe(false);
    expect(ability.can('read', 'ops_transfers')).toBe(false);
    updateAbility([{ action: 'read', subject: 'b2b_orders' }]);
    expect(ability.can('read', 'ops_companies')).toBe(false);
    // An ops account's roles always name other console subjects: its ops_companies rules are the console's.
    updateAbility([
      { action: 'read', subject: 'ops_overview' },
      { action: 'update', subject: 'ops_companies' },
    ]);
    expect(ability.can('update', 'ops_companies')).toBe(true);
  });

  it("read ops_companies opens each account kind's own pages only (ADR 0071)", () => {
    const accountPage = { action: 'read', subject: 'ops_companies', account: 'company' as const };
    const consolePage = { action: 'read', subject: 'ops_companies' };
    session.applyLoginInfo(loginInfoFixture({ ability: [{ action: 'manage', subject: 'all' }] }));
    expect(canAccess(accountPage)).toBe(true);
    expect(canAccess(consolePage)).toBe(false);
    const ops = loginInfoFixture({ ability: [{ action: 'read', subject: 'ops_overview' }, consolePage] });
    session.applyLoginInfo({ ...ops, role: { ...ops.role, account_type: 'ops' } });
    expect(canAccess(consolePage)).toBe(true);
    expect(canAccess(accountPage)).toBe(false);
  });

  it('manage on one subject allows every action on that subject only', () => {
    updateAbility([{ action: 'manage', subject: 'b2b_branches' }]);
    expect(ability.can('delete', 'b2b_branches')).toBe(true);
    expect(ability.can('read', 'b2b_orders')).toBe(false);
  });

  it('an action on all allows that action everywhere', () => {
    updateAbility([{ action: 'read', subject: 'all' }]);
    expect(ability.can('read', 'b2b_wallet')).toBe(true);
    expect(ability.can('update', 'b2b_wallet')).toBe(false);
  });

  it('specific rules allow exactly their pairs', () => {
    updateAbility([
      { action: 'read', subject: 'b2b_orders' },
      { action: 'reschedule_order', subject: 'b2b_orders' },
    ]);
    expect(ability.can('read', 'b2b_orders')).toBe(true);
    expect(ability.can('reschedule_order', 'b2b_orders')).toBe(true);
    expect(ability.can('delete', 'b2b_orders')).toBe(false);
    expect(ability.can('read', 'b2b_invoices')).toBe(false);
  });

  it('canAccess allows a missing rule and checks a given one', () => {
    updateAbility([{ action: 'read', subject: 'b2b_dashboard' }]);
    expect(canAccess(undefined)).toBe(true);
    expect(canAccess({ action: 'read', subject: 'b2b_dashboard' })).toBe(true);
    expect(canAccess({ action: 'read', subject: 'b2b_users' })).toBe(false);
  });

  it('follows the rules of each login-info answer', () => {
    session.applyLoginInfo(loginInfoFixture({ ability: [{ action: 'read', subject: 'b2b_branches' }] }));
    expect(ability.can('read', 'b2b_branches')).toBe(true);
    expect(ability.can('read', 'b2b_orders')).toBe(false);

    session.applyLoginInfo(loginInfoFixture({ ability: [{ action: 'read', subject: 'b2b_orders' }] }));
    expect(ability.can('read', 'b2b_branches')).toBe(false);
    expect(ability.can('read', 'b2b_orders')).toBe(true);
  });

  it('loses every permission when the session is cleared', () => {
    session.applyLoginInfo(loginInfoFixture({ ability: [{ action: 'manage', subject: 'all' }] }));
    session.clear();
    expect(ability.rules).toEqual([]);
    expect(ability.can('read', 'b2b_dashboard')).toBe(false);
  });
});
