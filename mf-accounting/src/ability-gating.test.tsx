import { updateAbility } from '@portal/shared';
import type { AbilityRule } from '@portal/shared/contract';
import { renderRemoteRoute, setUpRemoteTests } from '@portal/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { fr } from './i18n/fr';

// The UI never calls what the role forbids (ADR 0026), so an action the role lacks is not shown at all (issue 9 point 5).

setUpRemoteTests('accounting', { ar, en, fr });

const rules = (...pairs: [string, string][]): AbilityRule[] => pairs.map(([action, subject]) => ({ action, subject }));

// Pages and dialogs are lazy chunks (issue 15.2): the first render of one waits for its module, which vitest
// transforms on demand, so the first query of each waits longer than the default second.
const LAZY = { timeout: 5000 };

describe('money actions follow the abilities', () => {
  it('no recharge button without a recharge rule', async () => {
    updateAbility(rules(['read', 'b2b_wallet']));
    renderRemoteRoute(App, '/b2b/wallets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recharge wallet' })).toBeNull();
  });

  it('a role that may only upload transfers gets the transfer form, no card tab', async () => {
    updateAbility(rules(['read', 'b2b_wallet'], ['insert', 'b2b_wallet_temp_transactions']));
    renderRemoteRoute(App, '/b2b/wallets');
    fireEvent.click(await screen.findByRole('button', { name: 'Recharge wallet' }));
    expect(await screen.findByRole('button', { name: 'Submit transfer' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('both recharge rules: card and bank transfer tabs', async () => {
    updateAbility(rules(['read', 'b2b_wallet'], ['insert', 'b2b_wallet'], ['insert', 'b2b_wallet_temp_transactions']));
    renderRemoteRoute(App, '/b2b/wallets');
    fireEvent.click(await screen.findByRole('button', { name: 'Recharge wallet' }));
    expect(await screen.findByRole('tab', { name: 'Card' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bank transfer' })).toBeTruthy();
  });

  it.each([
    ['/b2b/wallets/payments', 'b2b_payments'],
    ['/b2b/wallets/transactions', 'b2b_transactions'],
    ['/b2b/invoices', 'b2b_invoices'],
  ])('%s: Export only with export %s', async (path, subject) => {
    updateAbility(rules(['read', subject]));
    const view = renderRemoteRoute(App, path);
    expect(await screen.findByRole('heading', { level: 1 }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    view.unmount();
    updateAbility(rules(['read', subject], ['export', subject]));
    renderRemoteRoute(App, path);
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('payments: the Check status column only with refresh_payment', async () => {
    updateAbility(rules(['read', 'b2b_payments']));
    const view = renderRemoteRoute(App, '/b2b/wallets/payments');
    expect(await screen.findByRole('columnheader', { name: 'Method' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    view.unmount();
    updateAbility(rules(['read', 'b2b_payments'], ['refresh_payment', 'b2b_payments']));
    renderRemoteRoute(App, '/b2b/wallets/payments');
    expect(await screen.findByRole('columnheader', { name: 'Actions' })).toBeTruthy();
  });

  it('a list the role cannot read says so and asks nothing', async () => {
    updateAbility(rules(['read', 'b2b_wallet']));
    renderRemoteRoute(App, '/b2b/wallets/transactions');
    expect(await screen.findByText('You do not have permission to view this list.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
