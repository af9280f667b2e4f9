import { queryClient, setLanguage, updateAbility } from '@portal/shared';
import type { Offer, Service } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import '../i18n/on-demand';
import { OffersPage } from './offers-page';

// The offers page (ADR 0070): each published offer of the day as a card in the reader's language, its discount,
// service and last day; "Order this offer" only for a role that may create orders (the route's own rule).

setUpRemoteTests('orders', { ar, en, fr });

const name = (en: string) => ({ ar: `${en} (ar)`, en, fr: `${en} (fr)` });
const offer: Offer = {
  id: 'b5d1f3c2-0000-4000-8000-000000000001',
  code: 'summer_ac',
  name: name('Summer AC offer'),
  description: name('15% off AC maintenance.'),
  service_id: 'svc-ac',
  discount_bp: 1500,
  valid_from: '2025-01-01',
  valid_to: '2027-12-31',
  status: 'published',
};
const service = { id: 'svc-ac', name: name('AC maintenance'), products: [] } as unknown as Service;

function renderPage(offers: Offer[]) {
  queryClient.setQueryData(['catalog', 'offers', {}, { perPage: 100 }], {
    items: offers,
    total: offers.length,
    page: 1,
    perPage: 100,
  });
  queryClient.setQueryData(['catalog', 'services'], [service]);
  renderAt('/b2b/packages/offers', <OffersPage />, '/b2b/packages/offers');
}

describe('the offers page', () => {
  it.each([
    ['en', 'Order this offer', '15% off', 'Service: AC maintenance'],
    ['ar', 'اطلب هذا العرض', 'خصم', 'الخدمة: AC maintenance (ar)'],
    ['fr', 'Commander cette offre', 'de remise', 'Service : AC maintenance (fr)'],
  ] as const)(
    '%s: a card per offer with its discount, service and order button',
    async (language, button, off, line) => {
      await setLanguage(language);
      updateAbility([{ action: 'insert', subject: 'b2b_orders' }]);
      renderPage([offer]);
      const card = await screen.findByTestId('offer-card');
      expect(within(card).getByTestId('offer-discount').textContent).toContain(off);
      expect(card.textContent).toContain(line);
      expect(within(card).getByRole('button', { name: button })).toBeTruthy();
      cleanup();
      queryClient.clear();
    },
  );

  it('no order button without the create rule; a notice when no offer runs today', async () => {
    await setLanguage('en');
    updateAbility([{ action: 'read', subject: 'b2b_orders' }]);
    renderPage([offer]);
    await screen.findByTestId('offer-card');
    expect(screen.queryByRole('button', { name: 'Order this offer' })).toBeNull();
    cleanup();
    queryClient.clear();
    renderPage([]);
    expect(await screen.findByText('No offer is running today.')).toBeTruthy();
  });
});
