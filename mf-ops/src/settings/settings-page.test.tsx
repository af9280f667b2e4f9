import { updateAbility } from '@portal/shared';
import type { PlatformSettings } from '@portal/shared/contract';
import { RIYADH_SELLER_ADDRESS } from '@portal/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsolePage, useConsoleTestSetup } from '../common/console-test-kit';
import { en } from '../i18n/en';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { SettingsPage } from './settings-page';
import { formValuesOf, settingsQuery } from './settings-queries';

// Issue 27.7: the platform settings form shows what is saved (riyals for the approval limit, blanks on a new
// environment), checks with the contract's schema in the browser (the VAT number: 15 digits, first and last 3), and
// offers Save only with update ops_settings.

useConsoleTestSetup();

const SETTINGS: PlatformSettings = {
  version: 3,
  changed_at: '2026-11-01T09:00:00.000Z',
  changed_by: { id: 'u1', name: 'Noura Admin' },
  seller: {
    name: { ar: 'شركة إتقان', en: 'Itqan Co.' },
    vat_number: '310452789600003',
    cr_number: '1010734562',
    address: RIYADH_SELLER_ADDRESS,
  },
  support: {
    phone: '920033712',
    whatsapp: null,
    email: 'support@example.com',
    hours: { ar: 'الأحد–الخميس', en: 'Sun–Thu', fr: 'Dim–jeu' },
  },
  quotation_auto_approve_max: 50_000_000,
  transfer_overdue_hours: 24,
};

function renderPage(settings: PlatformSettings) {
  renderConsolePage(<SettingsPage />, '/ops/settings', settingsQuery().queryKey, settings);
}

const input = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

describe('platform settings page', () => {
  it('shows the saved settings, who saved them, the limit in riyals; Save checks the VAT number first', async () => {
    updateAbility([OPS_CONSOLE_RULES.settingsRead, OPS_CONSOLE_RULES.settingsUpdate]);
    renderPage(SETTINGS);
    expect((await screen.findByTestId('settings-version')).textContent).toMatch(
      /^Version 3, saved by \u2068Noura Admin\u2069/,
    );
    expect(input(/^VAT number/).value).toBe('310452789600003');
    expect(input(/^Support phone/).value).toBe('920033712');
    expect(input(/^Automatic quotation approval/).value).toBe('500000');
    expect(input(/^WhatsApp/).value).toBe('');

    fireEvent.change(input(/^VAT number/), { target: { value: '310452789600004' } });
    fireEvent.click(screen.getByRole('button', { name: en.settings.save }));
    expect(await screen.findByText('The VAT number must be 15 digits, starting and ending with 3')).toBeTruthy();
  });

  it('read only without update ops_settings: no Save', async () => {
    updateAbility([OPS_CONSOLE_RULES.settingsRead]);
    renderPage(SETTINGS);
    await screen.findByTestId('ops-settings-form');
    expect(screen.queryByRole('button', { name: en.settings.save })).toBeNull();
  });

  it('a new environment: blanks, and a warning that no invoice can be issued yet', async () => {
    updateAbility([OPS_CONSOLE_RULES.settingsRead, OPS_CONSOLE_RULES.settingsUpdate]);
    renderPage({ ...SETTINGS, version: 1, changed_by: null, seller: null, support: null });
    expect(await screen.findByText(en.settings.noSeller)).toBeTruthy();
    expect(input(/^VAT number/).value).toBe('');
    expect(formValuesOf({ ...SETTINGS, seller: null, support: null }).support.phone).toBe('');
  });
});
