// @vitest-environment jsdom
import { PortalProviders, setLanguage } from '@portal/shared';
import type { UserSession } from '@portal/shared/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerShellTranslations } from '../../i18n/register-shell-translations';
import { DevicesList } from './devices-section';

// Security tab → devices (issue 16.7): this device marked, each sign-out confirmed first, in ar/en/fr.

beforeAll(() => registerShellTranslations());
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

const session = (id: string, label: string | null, current = false): UserSession => ({
  id,
  device_label: label,
  created_at: '2025-01-10T08:00:00.000Z',
  last_seen_at: '2025-01-15T09:30:00.000Z',
  current,
});
const SESSIONS = [session('s1', 'Chrome · Windows', true), session('s2', 'Safari · iOS'), session('s3', null)];

async function renderList(language: 'ar' | 'en' | 'fr', sessions: UserSession[] = SESSIONS) {
  await setLanguage(language);
  const onSignOut = vi.fn(async () => {});
  const onSignOutOthers = vi.fn(async () => {});
  render(
    <PortalProviders>
      <DevicesList sessions={sessions} onSignOut={onSignOut} onSignOutOthers={onSignOutOthers} />
    </PortalProviders>,
  );
  return { onSignOut, onSignOutOthers };
}

describe('devices list', () => {
  it('marks this device, offers sign-out on the others only, names unknown devices', async () => {
    await renderList('en');
    const cards = screen.getAllByTestId('device');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('This device')).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(within(cards[1]!).getByText('Safari · iOS')).toBeTruthy();
    expect(within(cards[1]!).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(within(cards[2]!).getByText('Unknown device')).toBeTruthy();
    expect(within(cards[1]!).getByText(/^Last active: /)).toBeTruthy();
  });

  it('signs one device out only after confirmation; Cancel does nothing', async () => {
    const { onSignOut } = await renderList('en');
    const card = screen.getAllByTestId('device')[1]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Safari · iOS will be signed out and will need to sign in again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onSignOut).not.toHaveBeenCalled();

    fireEvent.click(within(card).getByRole('button', { name: 'Sign out' }));
    // The reopened dialog is briefly hidden from the accessibility tree while the closed one's modal trap lets go
    // (seen on a loaded machine): its button is clicked once it is reachable.
    await waitFor(() =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' })),
    );
    await waitFor(() => expect(onSignOut).toHaveBeenCalledWith('s2'));
  });

  it('signs every other device out after confirmation (Arabic), and is off when there is none (French)', async () => {
    const { onSignOutOthers } = await renderList('ar');
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الخروج من جميع الأجهزة الأخرى' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('تسجيل الخروج من جميع الأجهزة الأخرى؟')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الخروج من جميع الأجهزة الأخرى' }));
    await waitFor(() => expect(onSignOutOthers).toHaveBeenCalledTimes(1));
    cleanup();

    await renderList('fr', [session('s1', 'Firefox · Linux', true)]);
    expect(screen.getByText('Cet appareil')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Déconnecter tous les autres appareils' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
