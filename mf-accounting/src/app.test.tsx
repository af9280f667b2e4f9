import { declaredPaths, renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import manifest from '../../shell/environments/local.json';
import { App } from './app';

afterEach(cleanup);

/** Which page each declared path shows. */
function pageOf(path: string): string {
  if (path === '/b2b/wallets') return 'wallet-page';
  if (path === '/b2b/wallets/payments') return 'payments-page';
  if (path === '/b2b/wallets/temp-transactions') return 'temp-transactions-page';
  if (path === '/b2b/wallets/transactions') return 'transactions-page';
  if (path === '/b2b/invoices') return 'invoices-page';
  if (path === '/b2b/invoices/test-1') return 'invoice-page';
  return 'unknown';
}

// The shell routes every path the module manifest declares for this module to this remote: each must render its page.
describe('accounting remote routes', () => {
  it.each(declaredPaths(manifest, 'accounting'))('renders its page at %s', async (path) => {
    renderRemoteRoute(App, path);
    expect(await screen.findByTestId(pageOf(path))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
  });

  it('covers the wallet, its three lists, the invoices and the invoice page', () => {
    expect(declaredPaths(manifest, 'accounting').map(pageOf).sort()).toEqual([
      'invoice-page',
      'invoices-page',
      'payments-page',
      'temp-transactions-page',
      'transactions-page',
      'wallet-page',
    ]);
  });
});
