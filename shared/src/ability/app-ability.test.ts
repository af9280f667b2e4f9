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
    // ops_companies too (ADR 0037): the companies directory is the console's, never a company page's.
    expect(ability.can('read', 'ops_companies')).toBe(false);
    expect(ability.can('read', 'b2b_account_information')).toBe(true);
    updateAbility([
      { action: 'read', subject: 'ops_transfers' },
      { action: 'update', subject: 'ops_transfers' },
    ]);
    expect(ability.can('update', 'ops_transfers')).toBe(true);
    expect(ability.can('read', 'ops_refunds')).toBe(false);
    expect(ability.can('read', 'b2b_wallet')).toBe(false);
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
