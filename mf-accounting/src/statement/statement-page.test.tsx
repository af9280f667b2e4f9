import { PortalProviders, setLanguage, updateAbility } from '@portal/shared';
import type { AbilityRule, WalletStatement } from '@portal/shared/contract';
import { renderRemoteRoute, setUpRemoteTests } from '@portal/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../app';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { defaultRange, rangeProblem, riyadhToday } from './statement-range';
import { StatementView } from './statement-view';

// The statement page: its figures and movements in the reader's language, the range checked before any request,
// and the export shown only with export b2b_transactions (the UI never calls what the role forbids).

setUpRemoteTests('accounting', { ar, en, fr });

const rules = (...pairs: [string, string][]): AbilityRule[] => pairs.map(([action, subject]) => ({ action, subject }));

const movement = (id: string, wallet: number, credit: number, after: number, creditAfter: number) => ({
  id,
  reference: `TRX-00000${id}`,
  type: wallet > 0 ? ('deposit' as const) : ('order' as const),
  payment_type: wallet > 0 ? ('recharge' as const) : ('order' as const),
  method: wallet > 0 ? ('credit_card' as const) : ('wallet' as const),
  amount: wallet - credit,
  wallet_amount: wallet,
  credit_amount: credit,
  wallet_balance_after: after,
  credit_used_after: creditAfter,
  description: `movement ${id}`,
  payment_id: null,
  invoice_id: null,
  created_by: null,
  created_at: '2025-01-12T09:00:00.000Z',
});

const statement: WalletStatement = {
  date_from: '2025-01-01',
  date_to: '2025-01-31',
  opening: { wallet: 50_000, credit_used: 0 },
  closing: { wallet: 0, credit_used: 26_550 },
  wallet_in: 123_450,
  wallet_out: -173_450,
  movements: [movement('1', 123_450, 0, 173_450, 0), movement('2', -173_450, 26_550, 0, 26_550)],
};

describe('statement view', () => {
  it('French: labels and amounts formatted per fr, the credit used shown', async () => {
    await setLanguage('fr');
    render(
      <PortalProviders>
        <StatementView statement={statement} />
      </PortalProviders>,
    );
    expect(within(screen.getByTestId('statement-opening')).getByText('Solde d’ouverture')).toBeTruthy();
    // fr-FR groups with a narrow no-break space and uses a decimal comma: "1 234,50 SAR".
    expect(screen.getByTestId('statement-in').textContent).toMatch(/\+1\s234,50\s(SAR|﷼)/);
    expect(screen.getByTestId('statement-closing').textContent).toMatch(/0,00/);
    expect(screen.getByTestId('statement-credit').textContent).toMatch(/^Crédit utilisé : .*265,50/);
    const table = screen.getByRole('table', { name: 'Mouvements du relevé' });
    expect(within(table).getByText('Dépôt')).toBeTruthy();
    expect(within(table).getByText('Commande')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Crédit utilisé' })).toBeTruthy();
  });

  it('Arabic: Arabic labels, no credit column when no credit was used', async () => {
    await setLanguage('ar');
    render(
      <PortalProviders>
        <StatementView statement={{ ...statement, closing: { wallet: 0, credit_used: 0 }, movements: [] }} />
      </PortalProviders>,
    );
    expect(within(screen.getByTestId('statement-closing')).getByText('الرصيد الختامي')).toBeTruthy();
    expect(screen.getByText('لا توجد حركات في هذه الفترة.')).toBeTruthy();
    expect(screen.queryByTestId('statement-credit')).toBeNull();
  });
});

describe('statement page', () => {
  it('Export only with export b2b_transactions', async () => {
    updateAbility(rules(['read', 'b2b_transactions']));
    const view = renderRemoteRoute(App, '/b2b/wallets/statement?date_from=2025-01-01&date_to=2025-01-31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    view.unmount();
    updateAbility(rules(['read', 'b2b_transactions'], ['export', 'b2b_transactions']));
    renderRemoteRoute(App, '/b2b/wallets/statement?date_from=2025-01-01&date_to=2025-01-31');
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('a reversed range says so and neither loads nor exports', async () => {
    updateAbility(rules(['read', 'b2b_transactions'], ['export', 'b2b_transactions']));
    renderRemoteRoute(App, '/b2b/wallets/statement?date_from=2025-02-01&date_to=2025-01-01');
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('without the rule: the no-access message, no form', async () => {
    updateAbility(rules(['read', 'b2b_wallet']));
    renderRemoteRoute(App, '/b2b/wallets/statement');
    expect(await screen.findByText('You do not have permission to view this list.')).toBeTruthy();
    expect(screen.queryByLabelText('From')).toBeNull();
  });

  it('the transactions list links to the statement', async () => {
    updateAbility(rules(['read', 'b2b_transactions']));
    renderRemoteRoute(App, '/b2b/wallets/transactions');
    expect(await screen.findByRole('button', { name: 'Statement' })).toBeTruthy();
  });
});

describe('statement range', () => {
  it('defaults to the month so far in Riyadh time and checks the order', () => {
    // 21:30 UTC on 31 January is already 1 February in Riyadh.
    const lateUtc = new Date('2025-01-31T21:30:00Z');
    expect(riyadhToday(lateUtc)).toBe('2025-02-01');
    expect(defaultRange(lateUtc)).toEqual({ date_from: '2025-02-01', date_to: '2025-02-01' });
    expect(rangeProblem({ date_from: '2025-01-02', date_to: '2025-01-01' })).toBe('rangeOrder');
    expect(rangeProblem({ date_from: '', date_to: '2025-01-01' })).toBe('rangeRequired');
    expect(rangeProblem({ date_from: '2025-01-01', date_to: '2025-01-01' })).toBeNull();
  });
});
