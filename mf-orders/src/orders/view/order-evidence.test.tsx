import { queryClient, registerTranslations, setLanguage, updateAbility } from '@portal/shared';
import { type OrderEvidence, orderEvidenceSchema } from '@portal/shared/contract';
import { renderAt } from '@portal/shared/testing';
import { cleanup, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { orderDetails } from '../order-fixtures';
import { evidenceKey, photoKey } from './evidence-queries';
import { OrderPage } from './order-page';

// The order page's evidence section: before/after photos (fetched with the session, here already in the cache)
// and the provider's checklist with the service names and the standard items in the reader's language.

beforeAll(() => registerTranslations('orders', { ar, en, fr }));
afterEach(async () => {
  cleanup();
  updateAbility([]);
  queryClient.clear();
  await setLanguage('en');
});

const REFERENCE = 'ORD-2026-000001';
const photo = (id: string, stage: 'before' | 'after') => ({
  id,
  stage,
  url: `/api/v1/company/orders/order/${REFERENCE}/evidence/${id}/photo`,
  created_at: '2026-12-01T07:30:00.000Z',
});
const evidence = (changes: Partial<OrderEvidence> = {}): OrderEvidence =>
  v.parse(orderEvidenceSchema, {
    photos: [
      photo('7d1c2a4e-0000-4000-8000-0000000000e1', 'before'),
      photo('7d1c2a4e-0000-4000-8000-0000000000e2', 'after'),
    ],
    checklist: [
      {
        key: 'service:s1',
        kind: 'service',
        name: { ar: 'تكييف', en: 'Air conditioning', fr: 'Climatisation' },
        done: true,
        note: 'Filters replaced',
        checked_by: 'Fahad Tech',
        checked_at: '2026-12-01T08:00:00.000Z',
      },
      ...['work_tested', 'area_cleaned', 'client_walkthrough'].map((key) => ({
        key,
        kind: 'standard',
        name: null,
        done: key !== 'client_walkthrough',
        note: null,
        checked_by: 'Fahad Tech',
        checked_at: '2026-12-01T08:00:00.000Z',
      })),
    ],
    checklist_complete: false,
    ...changes,
  });

function renderPage(status: 'completed' | 'assigned' | 'in_progress', data: OrderEvidence | null) {
  const details = orderDetails({ status });
  queryClient.setQueryData(['orders', 'one', REFERENCE], details);
  if (data) {
    queryClient.setQueryData(evidenceKey(REFERENCE), data);
    // The photos as the session fetch leaves them in the cache (data URLs).
    for (const item of data.photos) queryClient.setQueryData(photoKey(item.url), `data:image/png;base64,${item.id}`);
  }
  renderAt(`/b2b/orders/view/${REFERENCE}`, <OrderPage />, '/b2b/orders/view/:id');
}

describe('order evidence section', () => {
  it.each([
    ['en', 'Completion evidence', 'Before photo 1', 'After photo 1', 'Work area cleaned', '3 of 4 done'],
    ['ar', 'إثبات الإنجاز', 'صورة قبل 1', 'صورة بعد 1', 'تم تنظيف منطقة العمل', 'تم 3 من 4'],
    ['fr', 'Preuves de fin de travaux', 'Photo Avant 1', 'Photo Après 1', 'Zone de travail nettoyée', '3 sur 4 faits'],
  ] as const)(
    '%s: before/after photos and the checklist with its progress',
    async (language, title, before, after, cleaned, progress) => {
      await setLanguage(language);
      updateAbility([{ action: 'read', subject: 'b2b_orders' }]);
      renderPage('in_progress', evidence());
      const section = await screen.findByTestId('order-evidence');
      expect(within(section).getByRole('heading', { level: 2, name: title })).toBeTruthy();
      expect(within(screen.getByTestId('evidence-before')).getByRole('img', { name: before })).toBeTruthy();
      expect(within(screen.getByTestId('evidence-after')).getByRole('img', { name: after })).toBeTruthy();
      const checklist = screen.getByTestId('evidence-checklist');
      expect(within(checklist).getByText(cleaned)).toBeTruthy();
      expect(within(checklist).getByText(progress)).toBeTruthy();
      const items = within(checklist).getAllByTestId('evidence-item');
      expect(items.map((item) => item.dataset.done)).toEqual(['true', 'true', 'true', 'false']);
      if (language === 'en') {
        expect(within(items[0]!).getByText('Air conditioning')).toBeTruthy();
        expect(within(items[0]!).getByText('Filters replaced')).toBeTruthy();
      }
    },
  );

  it('says when the checklist is complete and when a stage has no photo', async () => {
    updateAbility([{ action: 'read', subject: 'b2b_orders' }]);
    const data = evidence({
      photos: [photo('7d1c2a4e-0000-4000-8000-0000000000e2', 'after')],
      checklist_complete: true,
    });
    renderPage('completed', data);
    await screen.findByTestId('order-evidence');
    expect(within(screen.getByTestId('evidence-before')).getByText('No photo yet')).toBeTruthy();
    expect(screen.getByText('Checklist complete')).toBeTruthy();
  });

  it('is absent before the provider is on site', async () => {
    updateAbility([{ action: 'read', subject: 'b2b_orders' }]);
    renderPage('assigned', evidence());
    await screen.findByTestId('order-facts');
    expect(screen.queryByTestId('order-evidence')).toBeNull();
  });
});
