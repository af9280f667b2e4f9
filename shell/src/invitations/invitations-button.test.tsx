// @vitest-environment jsdom
import '@portal/shared/testing';
import { PortalProviders, queryClient, setLanguage } from '@portal/shared';
import type { CompanyInvitation } from '@portal/shared/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../i18n/register-shell-translations';
import { InvitationsButton } from './invitations-button';
import { invitationsQuery } from './invitations-query';

// Issue 26.6: the navbar shows the companies that invited the person, each with Accept and Decline, in ar/en/fr;
// nothing at all while none waits.

beforeAll(() => registerShellTranslations());
afterEach(async () => {
  cleanup();
  queryClient.clear();
  await setLanguage('en');
});

const INVITATION: CompanyInvitation = {
  id: '7d1f7c4e-3f0a-4a57-9a43-2b1d0e6f5a10',
  company: { id: 'c2', name: { ar: 'شركة الرياض', en: 'Riyadh Co' }, logo_url: null },
  role: { title: 'Branch clerk' },
  invited_at: '2025-01-15T09:30:00.000Z',
};

async function renderButton(language: 'ar' | 'en' | 'fr', invitations: CompanyInvitation[]) {
  await setLanguage(language);
  // What GET /auth/user/invitations answered (the query's cache), fresh: no refetch on mount.
  const { queryKey } = invitationsQuery();
  queryClient.setQueryDefaults(queryKey, { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(queryKey, invitations);
  render(
    <PortalProviders>
      <MemoryRouter>
        <InvitationsButton />
      </MemoryRouter>
    </PortalProviders>,
  );
}

describe('invitations to join a company', { timeout: 30_000 }, () => {
  it('is absent while no invitation waits', async () => {
    await renderButton('en', []);
    expect(screen.queryByTestId('invitations-button')).toBeNull();
  });

  it('counts the invitations and lists each company with its role, Accept and Decline', async () => {
    await renderButton('en', [INVITATION]);
    const button = screen.getByRole('button', { name: 'Invitations to join a company: 1' });
    fireEvent.click(button);
    const item = await screen.findByTestId('company-invitation');
    expect(within(item).getByText('Riyadh Co invites you to join')).toBeTruthy();
    expect(within(item).getByText('Role: Branch clerk')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('speaks Arabic (the company’s Arabic name) and French', async () => {
    await renderButton('ar', [INVITATION]);
    fireEvent.click(screen.getByRole('button', { name: 'دعوات الانضمام إلى شركة: 1' }));
    const item = await screen.findByTestId('company-invitation');
    expect(within(item).getByText('تدعوك شركة الرياض إلى الانضمام')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'قبول' })).toBeTruthy();
    cleanup();
    await renderButton('fr', [INVITATION]);
    fireEvent.click(screen.getByRole('button', { name: 'Invitations à rejoindre une entreprise : 1' }));
    const french = await screen.findByTestId('company-invitation');
    expect(within(french).getByRole('button', { name: 'Refuser' })).toBeTruthy();
  });
});
