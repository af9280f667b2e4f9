import { PortalProviders, queryClient, registerTranslations, setLanguage } from '@portal/shared';
import '@portal/shared/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { areasQuery, citiesQuery, settingQuery } from '../reference/reference-queries';
import { BranchFormDialog } from './branch-form-dialog';

// Issue 14.6: no dead ends in the branch form.

beforeAll(async () => {
  registerTranslations('branches', { ar, en, fr });
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const list = <T,>(items: T[]) => ({ items, total: items.length, page: 1, perPage: 100 });
function renderForm() {
  queryClient.setQueryData(
    citiesQuery().queryKey,
    list([
      {
        id: 'c1',
        code: 'riyadh',
        name: { ar: 'الرياض', en: 'Riyadh', fr: 'Riyad' },
        country_id: 'sa',
        is_serviced: true,
      },
      {
        id: 'c2',
        code: 'jeddah',
        name: { ar: 'جدة', en: 'Jeddah', fr: 'Djeddah' },
        country_id: 'sa',
        is_serviced: false,
      },
    ]),
  );
  queryClient.setQueryData(settingQuery('propertyType').queryKey, list([]));
  queryClient.setQueryData(areasQuery('c1').queryKey, list([]));
  render(
    <PortalProviders>
      <BranchFormDialog onClose={() => {}} />
    </PortalProviders>,
  );
}

describe('branch form (issue 14.6)', () => {
  it('asks for the construction date or the building age, never both', async () => {
    renderForm();
    await screen.findByRole('dialog');
    expect(screen.getByRole('radio', { name: 'Construction date' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Building age (years)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Building age (years)' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Building age (years)' }));
    expect(
      screen
        .getAllByLabelText('Building age (years)')
        .some((el) => el.tagName === 'INPUT' && el.getAttribute('type') !== 'radio'),
    ).toBe(true);
    expect(screen.getAllByLabelText('Construction date').every((el) => el.getAttribute('type') === 'radio')).toBe(true);
  });

  it('shows a city that is not serviced as disabled, with a note', async () => {
    renderForm();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('combobox', { name: /City/ }));
    const jeddah = await screen.findByRole('option', { name: /Jeddah — not serviced yet/ });
    expect(jeddah.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: 'Riyadh' }).getAttribute('aria-disabled')).not.toBe('true');
  });
});
