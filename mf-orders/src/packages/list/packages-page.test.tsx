import { updateAbility } from '@portal/shared';
import type { AbilityRule } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { PackagesPage } from './packages-page';

// Spec §8: Buy a package needs packageBuy, Get a quotation needs quotationCreate (the UI never calls what the role forbids).

setUpRemoteTests('orders', { ar, en, fr });

const rules = (...actions: string[]): AbilityRule[] => actions.map((action) => ({ action, subject: 'b2b_packages' }));
const renderPage = () => renderAt('/b2b/packages', <PackagesPage />);

describe('packages page actions', () => {
  it('without read: the denied message, no actions', async () => {
    renderPage();
    expect(await screen.findByText('You do not have permission to see packages.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy a package' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get a quotation' })).toBeNull();
  });

  it('read only: no Buy, no Get a quotation', async () => {
    updateAbility(rules('read'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy a package' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get a quotation' })).toBeNull();
  });

  it('read and insert: Buy a package and Get a quotation link to their pages', async () => {
    updateAbility(rules('read', 'insert'));
    renderPage();
    const buy = await screen.findAllByRole('link', { name: 'Buy a package' });
    expect(buy[0]?.getAttribute('href')).toBe('/b2b/packages/buy');
    const quote = screen.getAllByRole('link', { name: 'Get a quotation' });
    expect(quote[0]?.getAttribute('href')).toBe('/b2b/packages/quote');
  });
});
