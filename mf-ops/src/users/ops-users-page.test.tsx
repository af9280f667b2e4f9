import { updateAbility } from '@portal/shared';
import type { OpsUser } from '@portal/shared/contract';
import '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, listOf, renderConsolePage, useConsoleTestSetup } from '../common/console-test-kit';
import { en } from '../i18n/en';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { opsUserList } from './ops-user-queries';
import { OpsUsersPage } from './ops-users-page';

// Issue 27.2: the operations team page. Each person with their roles and status; adding, changing roles and
// (de)activating only with update ops_users; the add form checks the contract's rules (a role at least).

useConsoleTestSetup();

const person = (name: string, overrides: Partial<OpsUser> = {}): OpsUser => ({
  id: `id-${name}`,
  name,
  phone: '+966500000077',
  roles: ['support'],
  active: true,
  deactivated_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

function renderPage(items: OpsUser[]) {
  renderConsolePage(<OpsUsersPage />, '/ops/users', opsUserList.listQuery(FIRST_PAGE).queryKey, listOf(items));
}

describe('operations team page', () => {
  it('read only: names, roles and status; no add, roles or deactivate buttons', async () => {
    updateAbility([OPS_CONSOLE_RULES.usersRead]);
    renderPage([person('Reem'), person('Omar', { roles: ['finance', 'dispatch'], active: false })]);
    const rows = await screen.findAllByRole('row');
    const omar = rows.find((row) => row.textContent?.includes('Omar'));
    expect(omar && within(omar).getByText('Finance')).toBeTruthy();
    expect(omar && within(omar).getByText('Dispatch')).toBeTruthy();
    expect(omar && within(omar).getByTestId('ops-user-status').textContent).toBe('Deactivated');
    expect(screen.queryByRole('button', { name: en.users.add })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate Reem' })).toBeNull();
  });

  it('update: add (a role is required), change roles, deactivate an active and reactivate an inactive person', async () => {
    updateAbility([OPS_CONSOLE_RULES.usersRead, OPS_CONSOLE_RULES.usersUpdate]);
    renderPage([person('Reem'), person('Omar', { active: false })]);
    expect(await screen.findByRole('button', { name: 'Deactivate Reem' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate Omar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change the roles of Reem' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.users.add }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Sara' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), {
      target: { value: '0500000078' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en.users.addSubmit }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('checkbox', { hidden: true })
        .map((box) => box.closest('span')?.textContent),
    ).toEqual([
      'Admin — everything, the team and the settings',
      'Finance — transfers, refunds, credit lines, invoices',
      'Dispatch — orders and providers',
      'Support — conversations',
      'Catalogue — services, prices, packages, quotations',
    ]);
  });
});
