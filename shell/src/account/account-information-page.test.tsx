// @vitest-environment jsdom
import '@portal/shared/testing';
import { PortalProviders, queryClient, setLanguage, updateAbility } from '@portal/shared';
import type { Account } from '@portal/shared/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../i18n/register-shell-translations';
import { AccountInformationPage } from './account-information-page';
import { accountQuery } from './account-queries';

// Issue 31.2 (ADR 0055): the account page carries the national address a tax invoice names for the buyer, shows
// what is saved, and checks it with the contract's schema before sending: whole or empty.

beforeAll(() => registerShellTranslations());
afterEach(async () => {
  cleanup();
  queryClient.clear();
  await setLanguage('en');
});

const ACCOUNT: Account = {
  id: '0b8f1c1e-8d0a-4f7e-9a59-0d1c6c2d5b11',
  account_type: 'company',
  name: { ar: 'شركة نجد', en: 'Najd Co' },
  name_ar: 'شركة نجد',
  name_en: 'Najd Co',
  logo_url: null,
  address: null,
  contact_person: null,
  contact_phone: null,
  contact_email: null,
  owner_name: 'Sara',
  owner_phone: '+966501234567',
  owner_email: null,
  cr_number: null,
  vat_number: '311111111111113',
  national_address: null,
  cr_certificate: null,
  vat_certificate: null,
  updated_at: '2026-11-01T09:00:00.000Z',
};

async function renderPage(language: 'ar' | 'en', account: Account) {
  await setLanguage(language);
  updateAbility([{ action: 'update', subject: 'b2b_account_information' }]);
  queryClient.setQueryDefaults(['shell'], { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(accountQuery().queryKey, account);
  render(
    <PortalProviders>
      <MemoryRouter>
        <AccountInformationPage />
      </MemoryRouter>
    </PortalProviders>,
  );
}

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('account information: the national address', { timeout: 120_000 }, () => {
  it('asks for the rest of a partial address before saving', async () => {
    await renderPage('en', ACCOUNT);
    expect(
      await screen.findByRole('heading', { name: 'National address (printed on your tax invoices)' }),
    ).toBeTruthy();
    fireEvent.change(input('Street'), { target: { value: 'Olaya Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // Building number, district, city and postal code; the additional number stays optional.
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
  });

  it('shows the saved address in Arabic', async () => {
    const address = {
      building_number: '3124',
      street: 'طريق الملك فهد',
      district: 'العليا',
      city: 'الرياض',
      postal_code: '12211',
      additional_number: null,
    };
    await renderPage('ar', { ...ACCOUNT, national_address: address });
    expect(await screen.findByRole('heading', { name: 'العنوان الوطني (يظهر في فواتيرك الضريبية)' })).toBeTruthy();
    expect(input('الشارع').value).toBe('طريق الملك فهد');
    expect(input('الرمز البريدي').value).toBe('12211');
    expect(input('الرقم الإضافي').value).toBe('');
  });
});
