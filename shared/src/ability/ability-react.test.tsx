// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginInfoFixture } from '../http/testing/login-info-fixture';
import { session } from '../session/session-store';
import { AbilityContext, AppAbilityProvider, Can, useAppAbility } from './ability-react';
import { ability } from './app-ability';

function OrdersLink() {
  const appAbility = useAppAbility();
  return <span>{appAbility.can('read', 'b2b_orders') ? 'orders: yes' : 'orders: no'}</span>;
}

describe('ability in React', () => {
  // Files share a worker (--no-isolate): another file may have left a session behind; each test starts signed out.
  beforeEach(() => act(() => session.clear()));
  afterEach(() => {
    cleanup();
    act(() => session.clear());
  });

  it('useAppAbility re-renders when the session rules change', () => {
    render(
      <AppAbilityProvider>
        <OrdersLink />
      </AppAbilityProvider>,
    );
    expect(screen.getByText('orders: no')).toBeTruthy();

    act(() => session.applyLoginInfo(loginInfoFixture({ ability: [{ action: 'read', subject: 'b2b_orders' }] })));
    expect(screen.getByText('orders: yes')).toBeTruthy();

    act(() => session.clear());
    expect(screen.getByText('orders: no')).toBeTruthy();
  });

  it('Can shows its children only while allowed', () => {
    render(
      <AbilityContext.Provider value={ability}>
        <Can I="insert" a="b2b_branches">
          <button type="button">Add branch</button>
        </Can>
      </AbilityContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Add branch' })).toBeNull();

    act(() => session.applyLoginInfo(loginInfoFixture({ ability: [{ action: 'manage', subject: 'all' }] })));
    expect(screen.getByRole('button', { name: 'Add branch' })).toBeTruthy();
  });
});
