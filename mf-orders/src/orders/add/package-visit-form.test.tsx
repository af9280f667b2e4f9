import {
  PICKER_PAGE_SIZE,
  PortalProviders,
  queryClient,
  registerTranslations,
  setLanguage,
  updateAbility,
} from '@portal/shared';
import type { CompanyPackage } from '@portal/shared/contract';
import { MemoryRouter, setupLocalApi } from '@portal/shared/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { catalogServices } from '../order-fixtures';
import { AddOrderPage } from './add-order-page';

// Issue 25.6: the package of a visit is found by typing (GET company/package?q=…&perPage=20&is_active=true),
// against a real local HTTP server; it no longer loads the first 100 packages and offers none after them.

const api = setupLocalApi();

beforeAll(() => registerTranslations('orders', { ar, en, fr }));
beforeEach(async () => {
  await setLanguage('en');
  updateAbility([
    { action: 'read', subject: 'b2b_orders' },
    { action: 'insert', subject: 'b2b_orders' },
    { action: 'read', subject: 'b2b_packages' },
  ]);
});
afterEach(() => {
  cleanup();
  updateAbility([]);
  queryClient.clear();
});

const pkg = (reference: string, available: number, name: string) =>
  ({
    id: crypto.randomUUID(),
    reference,
    name: { ar: name, en: name, fr: name },
    type: 'visits',
    total: 12,
    available,
    is_active: true,
    services: [],
    locations: [{ branch_id: crypto.randomUUID(), name: `${name} branch`, code: 'BR1', used: 0 }],
  }) as unknown as CompanyPackage;

const page = (items: CompanyPackage[]) => ({
  status: 200,
  body: { status: 200, message: 'OK', data: { items, total: items.length, page: 1, perPage: PICKER_PAGE_SIZE } },
});

function renderVisitForm() {
  queryClient.setQueryData(['catalog', 'services'], catalogServices());
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={['/b2b/orders/add']}>
        <AddOrderPage />
      </MemoryRouter>
    </PortalProviders>,
  );
  fireEvent.click(screen.getByRole('tab', { name: 'Visit of a package' }));
}

describe('package visit form', () => {
  it('searches the active packages as you type, a page at a time, and offers none used up', async () => {
    const care = pkg('PKG-2026-000101', 5, 'AC care');
    const used = pkg('PKG-2026-000102', 0, 'AC spent');
    api.server.reply('/company/package', page([care, used]));
    renderVisitForm();
    const picker = await screen.findByRole('combobox', { name: 'Package' });
    act(() => picker.focus());
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'AC' } });
    await waitFor(() => expect(api.server.received('/company/package').map((r) => r.query.get('q'))).toContain('AC'), {
      timeout: 5000,
    });
    for (const request of api.server.received('/company/package')) {
      expect(request.query.get('perPage')).toBe(String(PICKER_PAGE_SIZE));
      expect(request.query.get('is_active')).toBe('true');
    }
    const option = await screen.findByRole(
      'option',
      { name: 'AC care · PKG-2026-000101 · 5 of 12 left' },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('option', { name: /AC spent/ })).toBeNull();
    fireEvent.click(option);
    fireEvent.click(screen.getByTestId('visit-branch'));
    expect(await screen.findByRole('option', { name: 'AC care branch (BR1)' })).toBeTruthy();
  });

  it('says so when no package has a visit left', async () => {
    api.server.reply('/company/package', page([pkg('PKG-2026-000103', 0, 'Spent')]));
    renderVisitForm();
    expect((await screen.findByTestId('no-active-packages')).textContent).toBe(
      'No active package. Buy a package first.',
    );
    expect(api.server.received('/company/package')[0]?.query.get('perPage')).toBe(String(PICKER_PAGE_SIZE));
  });
});
