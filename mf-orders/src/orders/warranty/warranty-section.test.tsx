import { queryClient, setLanguage, updateAbility } from '@portal/shared';
import type { AbilityRule, OrderDetails } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { orderDetails } from '../order-fixtures';
import { OrderPage } from '../view/order-page';

// The warranty card of the order page (ADR 0069): the action shows only when the role may create orders AND the
// API's verdict allows it now; the link to the original or to the warranty visits shows on both orders.

setUpRemoteTests('orders', { ar, en, fr });

const rules = (...actions: string[]): AbilityRule[] => actions.map((action) => ({ action, subject: 'b2b_orders' }));
const period = { completed_at: '2026-11-20T10:00:00.000Z', ends_at: '2026-12-20T10:00:00.000Z' };
const allowed = { of: null, orders: [], ...period, refusal: null };

function renderPage(details: OrderDetails) {
  queryClient.setQueryData(['orders', 'one', details.order.reference], details);
  renderAt(`/b2b/orders/view/${details.order.reference}`, <OrderPage />, '/b2b/orders/view/:id');
}

describe('warranty on the order page', () => {
  it.each([
    ['en', 'Request warranty visit', 'What is the problem?'],
    ['ar', 'طلب زيارة ضمان', 'ما المشكلة؟'],
    ['fr', 'Demander une visite de garantie', 'Quel est le problème ?'],
  ] as const)(
    '%s: a completed order within its period offers the visit; the form asks the problem',
    async (language, request, problem) => {
      await setLanguage(language);
      updateAbility(rules('read', 'insert'));
      renderPage(orderDetails({ status: 'completed' }, { warranty: allowed }));
      fireEvent.click(await screen.findByRole('button', { name: request }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 }); // a lazy chunk (issue 29.2), slow on a loaded machine
      expect(within(dialog).getByText(problem)).toBeTruthy();
    },
    40_000,
  );

  it('no action without the create rule, or when the API refuses (period over, one open)', async () => {
    await setLanguage('en');
    updateAbility(rules('read'));
    renderPage(orderDetails({ status: 'completed' }, { warranty: allowed }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Request warranty visit' })).toBeNull();
    cleanup();
    queryClient.clear();
    updateAbility(rules('read', 'insert'));
    renderPage(orderDetails({ status: 'rated' }, { warranty: { ...allowed, refusal: 'orders.warranty.expired' } }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Request warranty visit' })).toBeNull();
    expect(screen.queryByTestId('order-warranty')).toBeNull();
  });

  it('links both ways: the original lists its warranty visits, the warranty order names its original', async () => {
    await setLanguage('en');
    updateAbility(rules('read', 'insert'));
    const visit = { reference: 'ORD-2026-000009', status: 'assigned' as const, date: '2026-12-02', created_at: '' };
    renderPage(
      orderDetails(
        { status: 'completed' },
        { warranty: { ...allowed, orders: [visit], refusal: 'orders.warranty.already_open' } },
      ),
    );
    const card = await screen.findByTestId('order-warranty');
    expect(within(card).getByRole('link', { name: 'ORD-2026-000009' })).toBeTruthy();
    expect(within(card).getByText('Warranty visit')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    cleanup();
    queryClient.clear();
    renderPage(
      orderDetails(
        { reference: 'ORD-2026-000009', type: 'warranty', status: 'created', total: 0 },
        {
          warranty: {
            of: { reference: 'ORD-2026-000001' },
            orders: [],
            completed_at: null,
            ends_at: null,
            refusal: 'orders.warranty.of_warranty',
          },
        },
      ),
    );
    const back = await screen.findByTestId('order-warranty');
    expect(within(back).getByText('Warranty of')).toBeTruthy();
    expect(within(back).getByRole('link', { name: 'ORD-2026-000001' })).toBeTruthy();
  });
});
