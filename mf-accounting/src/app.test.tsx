import { setLanguage } from '@portal/shared';
import { declaredRoutes } from '@portal/shared/remote-routes';
import { declaredPaths, renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { accountingRoutes } from './routes';

// The shell's default language: whatever another test file left set (files share a worker).
beforeEach(() => setLanguage('ar'));
afterEach(cleanup);

/** Which page each declared path shows. */
const PAGES: Record<string, string> = {
  '/b2b/wallets': 'wallet-page',
  '/b2b/wallets/payments': 'payments-page',
  '/b2b/wallets/temp-transactions': 'temp-transactions-page',
  '/b2b/wallets/transactions': 'transactions-page',
  '/b2b/wallets/statement': 'statement-page',
  '/b2b/wallets/spending': 'spending-page',
  '/b2b/invoices': 'invoices-page',
  '/b2b/invoices/test-1': 'invoice-page',
};

// The shell routes every path this remote declares (routes.ts) to this remote: each must render its page.
describe('accounting remote routes', () => {
  it.each(declaredPaths(accountingRoutes))('renders its page at %s', async (path) => {
    renderRemoteRoute(App, path);
    // Every page is a lazy chunk, transformed on its first import: more than the default second on a busy machine.
    expect(await screen.findByTestId(PAGES[path] ?? 'unknown', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
  });

  it('covers the wallet, its three lists, the statement, the spending caps, the invoices and the invoice page', () => {
    expect(declaredPaths(accountingRoutes).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('guards each route with the spec §2 rule', () => {
    const rules = Object.fromEntries(
      declaredRoutes(accountingRoutes).map(([, route]) => [route.path, `${route.action} ${route.subject}`]),
    );
    expect(rules).toEqual({
      '/b2b/wallets': 'read b2b_wallet',
      '/b2b/wallets/payments': 'read b2b_payments',
      '/b2b/wallets/temp-transactions': 'read b2b_wallet_temp_transactions',
      '/b2b/wallets/transactions': 'read b2b_transactions',
      '/b2b/wallets/statement': 'read b2b_transactions',
      '/b2b/wallets/spending': 'read b2b_wallet',
      '/b2b/invoices': 'read b2b_invoices',
      '/b2b/invoices/:id': 'read b2b_invoices',
    });
  });
});
