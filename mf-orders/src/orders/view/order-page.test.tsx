import { queryClient, setLanguage, updateAbility } from '@portal/shared';
import type { AbilityRule, OrderDetails } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { CREATED_STEP, orderDetails, proposal } from '../order-fixtures';
import { OrderPage } from './order-page';

// The order page shows an operation only when the contract's machine allows it from the status AND the user's
// abilities allow its ORDER_RULES rule (the UI never calls what the role forbids); forms validate with the contract schemas and
// show their messages in the reader's language.

setUpRemoteTests('orders', { ar, en, fr });

const rules = (...actions: string[]): AbilityRule[] => actions.map((action) => ({ action, subject: 'b2b_orders' }));

function renderPage(details: OrderDetails) {
  queryClient.setQueryData(['orders', 'one', details.order.reference], details);
  renderAt(`/b2b/orders/view/${details.order.reference}`, <OrderPage />, '/b2b/orders/view/:id');
}

describe('order page', () => {
  it('without read: the denied message and no order', async () => {
    renderPage(orderDetails());
    expect(await screen.findByText('You do not have permission to see orders.')).toBeTruthy();
    expect(screen.queryByTestId('order-facts')).toBeNull();
  });

  it('summary, money, services and timeline with localized labels', async () => {
    updateAbility(rules('read'));
    renderPage(orderDetails({ status: 'assigned', provider: { id: 'p1', name: 'Fahad Tech', phone: null } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ORD-2026-000001' })).toBeTruthy();
    const facts = screen.getByTestId('order-facts');
    expect(within(facts).getByText('Provider assigned')).toBeTruthy();
    expect(within(facts).getByText('Fahad Tech')).toBeTruthy();
    expect(within(facts).getByText('One-time')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toMatch(/230\.00/);
    expect(within(screen.getByTestId('order-money')).getByText('Wallet')).toBeTruthy();
    expect(within(screen.getByTestId('order-services')).getByText('Air conditioning')).toBeTruthy();
    expect(within(screen.getByTestId('order-timeline')).getByText('Created')).toBeTruthy();
    // Read only: no operation at all.
    expect(screen.queryByTestId('order-operations')).toBeNull();
  });

  it.each([
    ['en', 'Reschedule', 'Cancel order', 'Cancel the order', 'This field is required'],
    ['ar', 'إعادة الجدولة', 'إلغاء الطلب', 'إلغاء الطلب', 'هذا الحقل مطلوب'],
    ['fr', 'Reprogrammer', 'Annuler la commande', 'Annuler la commande', 'Ce champ est obligatoire'],
  ] as const)(
    '%s: created with update and reschedule_order → Reschedule and Cancel; cancel needs a reason',
    async (language, reschedule, cancel, confirm, required) => {
      await setLanguage(language);
      updateAbility(rules('read', 'update', 'reschedule_order', 'insert'));
      renderPage(orderDetails({ status: 'created' }));
      const operations = await screen.findByTestId('order-operations');
      expect(within(operations).getByRole('button', { name: reschedule })).toBeTruthy();
      fireEvent.click(within(operations).getByRole('button', { name: cancel }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 }); // a lazy chunk (issue 29.2)
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      expect(await within(dialog).findByText(required)).toBeTruthy();
    },
  );

  it('on the way: no cancel; a late reschedule only with reschedule_late_order, with its warning', async () => {
    updateAbility(rules('read', 'update', 'reschedule_order'));
    renderPage(orderDetails({ status: 'on_the_way' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('order-operations')).toBeNull();
    cleanup();
    queryClient.clear();
    updateAbility(rules('read', 'reschedule_late_order', 'insert'));
    renderPage(orderDetails({ status: 'on_the_way' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    // The form dialogs are lazy chunks (issue 29.2): the first import of one may take more than a second on a loaded machine.
    expect(
      await screen.findByText(
        'The provider is already on the way: the visit moves to the new slot.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('completed: Rate the order; the stars are required', async () => {
    updateAbility(rules('read', 'update'));
    renderPage(orderDetails({ status: 'completed' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rate the order' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
  });

  it('rated: the stars and comment, no operation', async () => {
    updateAbility(rules('read', 'update'));
    renderPage(
      orderDetails({ status: 'rated', rating: { stars: 4, comment: 'Quick work', rated_at: '2026-12-01T12:00:00Z' } }),
    );
    const rating = await screen.findByTestId('order-rating');
    expect(within(rating).getByText('Quick work')).toBeTruthy();
    expect(screen.queryByTestId('order-operations')).toBeNull();
  });

  it('a submitted service change: Approve/Reject only with update_service, behind "Are you sure?"', async () => {
    updateAbility(rules('read'));
    const details = orderDetails({ status: 'inspection_ended' }, { proposals: [proposal()] });
    renderPage(details);
    const card = await screen.findByTestId('proposal-service_change');
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    queryClient.clear();
    updateAbility(rules('read', 'update_service'));
    renderPage(details);
    fireEvent.click(
      within(await screen.findByTestId('proposal-service_change')).getByRole('button', { name: 'Approve' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    expect(within(dialog).getByText(/Approve the proposed change\?/)).toBeTruthy();
  });

  it("payments tab: lists the payments of the order's own answer (card and transfer too)", async () => {
    updateAbility([...rules('read'), { action: 'read', subject: 'b2b_payments' }]);
    const payment = (id: string, method: 'credit_card' | 'transfer', amount: number) => ({
      id,
      reference: `PAY-00000${id}`,
      method,
      type: 'advance' as const,
      status: 'paid' as const,
      gateway: null,
      gateway_status: null,
      gateway_reference: null,
      amount,
      currency: 'SAR' as const,
      failure_reason: null,
      invoice_id: null,
      invoice_code: null,
      created_by: null,
      created_at: '2026-11-24T10:00:00.000Z',
      paid_at: '2026-11-24T10:01:00.000Z',
    });
    renderPage(orderDetails({}, { payments: [payment('1', 'credit_card', 10_000), payment('2', 'transfer', 13_000)] }));
    const rows = await screen.findAllByTestId('order-payment');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('PAY-000001')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/Card · Advance/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/Bank transfer · Advance/)).toBeTruthy();
    // Without read b2b_payments the API answers null and the tab says so.
    cleanup();
    queryClient.clear();
    updateAbility(rules('read'));
    renderPage(orderDetails({}, { payments: null }));
    expect(await screen.findByTestId('order-tab-payments')).toBeTruthy();
    expect(screen.queryByTestId('order-payment')).toBeNull();
  });

  it('status history tab: from → to with the step and who, newest first', async () => {
    updateAbility(rules('read'));
    const details = orderDetails(
      { status: 'confirmed' },
      {
        history: [
          CREATED_STEP,
          {
            id: 'h2',
            from: 'created',
            to: 'confirmed',
            operation: 'confirm',
            actor: 'S',
            actor_name: null,
            note: null,
            created_at: '2026-11-24T10:05:00.000Z',
          },
        ],
      },
    );
    renderPage(details);
    fireEvent.click(await screen.findByRole('tab', { name: 'Status history' }));
    const rows = screen.getAllByTestId('order-history-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(/Confirm · System/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/Submit · by Sara Owner/)).toBeTruthy();
  });
});
