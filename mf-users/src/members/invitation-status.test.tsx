import '@portal/shared/testing';
import { PortalProviders, registerTranslations, setLanguage, updateAbility } from '@portal/shared';
import type { CompanyUser } from '@portal/shared/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { InvitationCell } from './invitation-status';

registerTranslations('users', { ar, en, fr });
afterEach(() => {
  cleanup();
  updateAbility([]);
});

const member = (status: CompanyUser['status']): CompanyUser => ({
  id: 'm1',
  user_id: 'u1',
  full_name: 'Sara',
  username: 'sara',
  phone: '+966500000002',
  email: null,
  role_type: 'Employee',
  role: { id: 'r1', name: 'Clerk', is_admin: false },
  branches: [],
  expires_on: null,
  status,
  created_at: '2025-01-01T00:00:00.000Z',
});

const renderCell = (status: CompanyUser['status']) =>
  render(
    <PortalProviders>
      <InvitationCell kind="user" member={member(status)} />
    </PortalProviders>,
  );

// Issue 26.6: the users list shows who was invited and has not accepted (or declined), with "send again".
describe('a member row’s invitation status', { timeout: 30_000 }, () => {
  it('shows an invitation waiting for acceptance, with Resend for who may edit users', async () => {
    await setLanguage('en');
    updateAbility([{ action: 'update', subject: 'b2b_users' }]);
    renderCell('invited');
    expect(screen.getByText('Invited · waiting for acceptance')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the invitation again to Sara' })).toBeTruthy();
  });

  it('shows a declined invitation, and no Resend without the update ability', async () => {
    await setLanguage('en');
    updateAbility([{ action: 'read', subject: 'b2b_users' }]);
    renderCell('declined');
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing to answer for a member who joined, and the expiry for one whose access ended', async () => {
    await setLanguage('ar');
    updateAbility([{ action: 'update', subject: 'b2b_users' }]);
    renderCell('active');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderCell('expired');
    expect(screen.getByText('منتهي')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it in Arabic and French too', async () => {
    await setLanguage('ar');
    renderCell('invited');
    expect(screen.getByText('مدعو · بانتظار القبول')).toBeTruthy();
    cleanup();
    await setLanguage('fr');
    renderCell('declined');
    expect(screen.getByText('Refusée')).toBeTruthy();
  });
});
