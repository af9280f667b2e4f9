import { endpointQueryKey, queryClient, setLanguage, updateAbility } from '@portal/shared';
import {
  type AbilityRule,
  DEFAULT_PAGE_SIZE,
  type ListResult,
  ORDER_ENDPOINTS,
  type OrderListItem,
} from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { order } from '../order-fixtures';
import { OrdersPage } from './orders-page';

// Spec §2 /b2b/orders: statuses as localized badges, a link to the order page; "New order" only with insert
// b2b_orders and the export only with export b2b_orders (the UI never calls what the role forbids).

setUpRemoteTests('orders', { ar, en, fr });

const rules = (...actions: string[]): AbilityRule[] => actions.map((action) => ({ action, subject: 'b2b_orders' }));

function renderPage() {
  const { services: _services, ...row } = order({ status: 'on_the_way', payment_status: 'paid' });
  const list: ListResult<OrderListItem> = { items: [{ ...row, services_count: 1 }], total: 1, page: 1, perPage: 10 };
  // The list's query: ORDER_ENDPOINTS.list under ['orders', 'list'] (what a step and the realtime stream invalidate).
  const query = { page: 1, perPage: DEFAULT_PAGE_SIZE };
  queryClient.setQueryData(endpointQueryKey(ORDER_ENDPOINTS.list, { query }, ['orders', 'list']), list);
  renderAt('/b2b/orders', <OrdersPage />);
}

describe('orders list', () => {
  it('without read: the denied message', async () => {
    renderPage();
    expect(await screen.findByText('You do not have permission to see orders.')).toBeTruthy();
  });

  it('read only: the row links to its page with its status badge; no New order, no export', async () => {
    updateAbility(rules('read'));
    renderPage();
    const link = await screen.findByRole('link', { name: 'ORD-2026-000001' });
    expect(link.getAttribute('href')).toBe('/b2b/orders/view/ORD-2026-000001');
    const badge = screen.getByTestId('order-status');
    expect(badge.textContent).toBe('On the way');
    expect(badge.getAttribute('data-status')).toBe('on_the_way');
    expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('insert and export: New order links to the create page; Export is offered', async () => {
    updateAbility(rules('read', 'insert', 'export'));
    renderPage();
    const add = await screen.findAllByRole('link', { name: 'New order' });
    expect(add[0]?.getAttribute('href')).toBe('/b2b/orders/add');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('Arabic: the status and the filters in Arabic', async () => {
    await setLanguage('ar');
    updateAbility(rules('read'));
    renderPage();
    expect((await screen.findByTestId('order-status')).textContent).toBe('في الطريق');
    expect(within(screen.getByTestId('orders-page')).getByText('كل الحالات')).toBeTruthy();
  });
});
