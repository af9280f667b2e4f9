import { endpointQueryKey, PortalProviders, queryClient, updateAbility } from '@portal/shared';
import { type AbilityRule, WALLET_ENDPOINTS, type Wallet } from '@portal/shared/contract';
import { MemoryRouter, setUpRemoteTests } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { type BuyOffer, buyAmounts } from './buy-amounts';
import { BuyForm } from './buy-form';

// The buy form offers only what the package and the user's abilities allow: the credit line only when the
// package has one, the wallet balance only with MONEY_RULES.walletRead (the UI never calls what the role forbids).

setUpRemoteTests('orders', { ar, en, fr });

const offer = (changes: Partial<BuyOffer> = {}): BuyOffer => ({
  price: 240_000,
  down_payment: 0,
  credit_line_allowed: false,
  credit_cost_bp: 0,
  allowed_location_count: 3,
  ...changes,
});
const wallet: Wallet = {
  balance: 300_000,
  credit_line: { limit: 0, used: 0, available: 0 },
  spendable: 300_000,
  currency: 'SAR',
  pending_transfers: { count: 0, amount: 0 },
  recent: [],
};

function renderForm(value: BuyOffer, rules: AbilityRule[]) {
  updateAbility(rules);
  // The key both remotes read the wallet under (the accounting remote's, from the declaration).
  queryClient.setQueryData(endpointQueryKey(WALLET_ENDPOINTS.wallet, undefined, ['accounting', 'wallet']), wallet);
  render(
    <PortalProviders>
      <MemoryRouter>
        <BuyForm offer={value} from={{ source: 'published', published_package_id: 'p1' }} initialBranches={[]} />
      </MemoryRouter>
    </PortalProviders>,
  );
}

describe('buyAmounts', () => {
  it('VAT 15 %, the down payment with its VAT, the credit cost in basis points (half up)', () => {
    expect(buyAmounts(offer(), 'full', false)).toMatchObject({ vat: 36_000, total: 276_000, charged: 276_000 });
    const down = buyAmounts(offer({ down_payment: 50_000, credit_cost_bp: 300 }), 'down_payment', true);
    expect(down).toMatchObject({ downWithVat: 57_500, chargeNow: 57_500, creditCost: 7_200, charged: 64_700 });
  });
});

describe('buy form', () => {
  it('without the credit line and without walletRead: three methods, no balance', async () => {
    renderForm(offer(), [{ action: 'insert', subject: 'b2b_packages' }]);
    expect(await screen.findByRole('radio', { name: 'Wallet' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Credit line' })).toBeNull();
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
  });

  it('with the credit line, a down payment and walletRead: four methods, both pay modes, the balance', async () => {
    renderForm(offer({ credit_line_allowed: true, credit_cost_bp: 300, down_payment: 50_000 }), [
      { action: 'insert', subject: 'b2b_packages' },
      { action: 'read', subject: 'b2b_wallet' },
    ]);
    expect(await screen.findByRole('radio', { name: 'Credit line' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Down payment now/ })).toBeTruthy();
    expect((await screen.findByTestId('wallet-balance')).textContent).toContain('3,000.00');
  });
});
