// @vitest-environment jsdom
import '@portal/shared/testing';
import { PortalProviders, queryClient, setLanguage } from '@portal/shared';
import type { SupportContacts } from '@portal/shared/contract';
import { SUPPORT_CONTACTS_KEY } from '@portal/site/support-contacts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../i18n/register-shell-translations';
import { generalSettingsQuery, languagesQuery } from './general-settings';
import { SettingsPage } from './settings-page';

// Issue 27.7: /settings shows the support desk ops set in the platform settings (GET public/support-contacts), with
// links that open the phone, WhatsApp and mail apps, in the reader's language; no made-up contact while none is set.

beforeAll(() => registerShellTranslations());
afterEach(async () => {
  cleanup();
  queryClient.clear();
  await setLanguage('en');
});

const CONTACTS: SupportContacts = {
  phone: '920033712',
  whatsapp: '+966550123478',
  email: 'support@itqan-maintenance.example',
  hours: {
    ar: 'من الأحد إلى الخميس، 8 صباحًا – 8 مساءً',
    en: 'Sunday to Thursday, 8 am – 8 pm',
    fr: 'Du dimanche au jeudi',
  },
};

async function renderPage(language: 'ar' | 'en' | 'fr', contacts: SupportContacts | null) {
  await setLanguage(language);
  // What the API answered (each query's cache), fresh: no request on mount.
  const fresh = { staleTime: Number.POSITIVE_INFINITY };
  queryClient.setQueryDefaults(['shell'], fresh);
  queryClient.setQueryData(generalSettingsQuery().queryKey, { currency: 'SAR', vat_rate: 15 });
  queryClient.setQueryData(languagesQuery().queryKey, [{ iso: 'ar', name: 'العربية' }]);
  queryClient.setQueryData([...SUPPORT_CONTACTS_KEY, {}, {}], contacts);
  render(
    <PortalProviders>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </PortalProviders>,
  );
  return screen.getByTestId('support-contacts');
}

describe('/settings support desk', { timeout: 30_000 }, () => {
  it('shows the contacts of the platform settings as links, in English', async () => {
    const card = await renderPage('en', CONTACTS);
    expect(within(card).getByRole('heading', { name: 'Support' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '920033712' }).getAttribute('href')).toBe('tel:920033712');
    expect(within(card).getByRole('link', { name: '+966550123478' }).getAttribute('href')).toBe(
      'https://wa.me/966550123478',
    );
    expect(within(card).getByRole('link', { name: CONTACTS.email }).getAttribute('href')).toBe(
      `mailto:${CONTACTS.email}`,
    );
    expect(within(card).getByTestId('support-hours').textContent).toBe('Sunday to Thursday, 8 am – 8 pm');
    // The placeholders of before are gone for good.
    expect(card.textContent).not.toMatch(/920000000|966500000000|portal\.example/);
  });

  it('labels them and shows the hours in Arabic', async () => {
    const card = await renderPage('ar', CONTACTS);
    expect(within(card).getByRole('heading', { name: 'الدعم' })).toBeTruthy();
    expect(within(card).getByText('ساعات العمل')).toBeTruthy();
    expect(within(card).getByTestId('support-hours').textContent).toBe(CONTACTS.hours.ar);
  });

  it('says the contacts are not available while ops have not set them (no WhatsApp row without a number)', async () => {
    const card = await renderPage('fr', null);
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card.textContent).toContain('Les coordonnées du support ne sont pas encore disponibles');
    cleanup();
    queryClient.clear();
    const withoutWhatsapp = await renderPage('en', { ...CONTACTS, whatsapp: null });
    expect(within(withoutWhatsapp).queryByTestId('support-whatsapp')).toBeNull();
    expect(within(withoutWhatsapp).getByTestId('support-phone')).toBeTruthy();
  });

  // Issue 28.6: the platform's currency in the reader's sign ("ر.س." in Arabic), never the raw ISO code.
  it('shows the currency and the VAT rate in the interface language', async () => {
    await renderPage('ar', CONTACTS);
    expect(screen.getByText('العملة').parentElement?.textContent).toBe('العملةر.س.');
    expect(screen.queryByText('SAR')).toBeNull();
    expect(screen.getByText('ضريبة القيمة المضافة', { exact: false }).parentElement?.textContent).toMatch(/15٪/);
    cleanup();
    await renderPage('en', CONTACTS);
    expect(screen.getByText('Currency').parentElement?.textContent).toBe('CurrencySAR');
    expect(screen.getByText('15%')).toBeTruthy();
  });
});
