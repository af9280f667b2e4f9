import '@portal/shared/testing';
import { i18n, PortalProviders, publishMenuEntries, registerTranslations, setLanguage } from '@portal/shared';
import { MODULES, ROLE_CATALOG, ROLE_CATALOG_KEYS, ROLE_PRESETS } from '@portal/shared/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { liveKindsOf } from './live-preview';
import { RoleEditorDialog } from './role-editor-dialog';

registerTranslations('users', { ar, en, fr });
afterEach(cleanup);

// Menu entries as the shell publishes them (labels are i18next keys; plain words here resolve to themselves).
const entry = (label: string, group: string, order: number, action: string, subject: string) => ({
  labelKey: label,
  group: { key: group, labelKey: group, order },
  order,
  to: `/${label.toLowerCase()}`,
  action,
  subject,
});
beforeAll(() => {
  publishMenuEntries([
    entry('Analytics', 'DashboardGroup', 10, 'read', 'b2b_dashboard_analytics'),
    entry('Branches', 'BranchesGroup', 20, 'read', 'b2b_properties'),
    entry('Users', 'UsersGroup', 30, 'read', 'b2b_users'),
    entry('Wallet', 'AccountingGroup', 50, 'read', 'b2b_wallet'),
    entry('Invoices', 'AccountingGroup', 50, 'read', 'b2b_invoices'),
    { ...entry('Prices', 'SettingsGroup', 70, 'read', 'ops_companies'), account: 'company' as const },
    entry('Companies', 'CompaniesGroup', 130, 'read', 'ops_companies'),
  ]);
});

const renderEditor = () =>
  render(
    <PortalProviders>
      <RoleEditorDialog onClose={() => {}} />
    </PortalProviders>,
  );
const preview = () => within(screen.getByTestId('menu-preview'));

// Rendering the whole dialog with Fluent in jsdom is slow on a busy 2-core machine.
describe('role editor (issue 14.3)', { timeout: 60_000 }, () => {
  it('offers per module only the actions that exist, in plain words, developer keys only inside a disclosure', async () => {
    await setLanguage('en');
    renderEditor();
    const dialog = await screen.findByRole('dialog');
    // One tick per catalogue pair plus one "everything in" per module with several actions: far from 580.
    const multi = ROLE_CATALOG.filter((m) => m.actions.length > 1).length;
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(ROLE_CATALOG_KEYS.length + multi);
    const branches = within(dialog).getByRole('group', { name: 'Branches' });
    expect(within(branches).getByRole('checkbox', { name: 'Upload many from a spreadsheet' })).toBeTruthy();
    // Keys appear only inside <details>.
    for (const node of dialog.querySelectorAll('label, legend')) expect(node.textContent).not.toMatch(/b2b_|\|/);
    for (const code of dialog.querySelectorAll('code')) expect(code.closest('details')).not.toBeNull();
  });

  it('has a label for every catalogue module, action and menu group in ar, en and fr', () => {
    for (const language of ['ar', 'en', 'fr']) {
      const t = i18n.getFixedT(language, 'users');
      for (const { subject, actions } of ROLE_CATALOG) {
        expect(t(`roleEditor.modules.${subject}`), `${language} ${subject}`).not.toContain('roleEditor');
        for (const action of actions) {
          const special = t(`roleEditor.special.${action}|${subject}`, { defaultValue: '' });
          expect(special || t(`roleEditor.actions.${action}`), `${language} ${action}`).not.toContain('roleEditor');
        }
      }
      // Every menu group of the contract (issue 28.6: "account" and "marketing" showed their raw key).
      for (const group of new Set(MODULES.map((m) => m.group)))
        expect(t(`roleEditor.groups.${group}`), `${language} ${group}`).not.toContain('roleEditor');
    }
  });

  it('starts from a preset and previews the menu the role will see, live', async () => {
    await setLanguage('en');
    renderEditor();
    await screen.findByRole('dialog');
    expect(preview().getByText('This role sees no menu entry yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accountant' }));
    expect(ROLE_PRESETS.accountant.length).toBeGreaterThan(5);
    expect(preview().getByText('Wallet')).toBeTruthy();
    expect(preview().getByText('Invoices')).toBeTruthy();
    expect(preview().queryByText('Branches')).toBeNull();
    expect(preview().queryByText('Users')).toBeNull();

    // Ticking the permission that opens the Branches pages adds Branches to the preview.
    const menu = screen.getByRole('group', { name: 'Branches menu' });
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Open the Branches pages' }));
    expect(preview().getByText('Branches')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Admin' }));
    for (const label of ['Analytics', 'Branches', 'Users', 'Wallet', 'Invoices']) expect(preview().getByText(label));
    // read ops_companies in its company meaning (ADR 0071): the company's price list, never the console's directory.
    expect(preview().getByText('Prices')).toBeTruthy();
    expect(preview().queryByText('Companies')).toBeNull();
  });

  it('tells what the role will and will not see update live, by the stream’s own rules (issue 28.5)', async () => {
    await setLanguage('en');
    renderEditor();
    await screen.findByRole('dialog');
    const live = () => within(screen.getByTestId('live-preview'));
    expect(live().getByText('This role sees nothing update live: its pages refresh when opened')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Viewer' }));
    const kinds = () => live().getByTestId('live-kinds').textContent ?? '';
    expect(kinds()).toContain('Orders: new orders, status changes and messages');
    // Whatever the preset holds, each kind is live exactly when its event's read rule is ticked.
    const { live: expected } = liveKindsOf((rule) => ROLE_PRESETS.viewer.includes(`${rule.action}|${rule.subject}`));
    expect(live().getAllByRole('listitem')).toHaveLength(expected.length);

    fireEvent.click(screen.getByRole('button', { name: 'Admin' }));
    expect(live().getAllByRole('listitem')).toHaveLength(7);
    expect(live().queryByTestId('not-live-kinds')).toBeNull();
  });

  it('names the live kinds in ar, en and fr', () => {
    for (const language of ['ar', 'en', 'fr']) {
      const t = i18n.getFixedT(language, 'users');
      const { notLive } = liveKindsOf(() => false);
      expect(notLive).toHaveLength(7);
      for (const kind of notLive)
        expect(t(`livePreview.kinds.${kind}`), `${language} ${kind}`).not.toContain('livePreview');
    }
  });

  it('names the presets and role types in Arabic and French, never "Admin" (issue 14.5)', async () => {
    const expected = {
      ar: { preset: 'مدير الحساب', type: 'مسؤول (مدير الحساب)' },
      fr: { preset: 'Administrateur', type: 'Administrateur (gestionnaire du compte)' },
    } as const;
    for (const language of ['ar', 'fr'] as const) {
      await setLanguage(language);
      renderEditor();
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('button', { name: expected[language].preset })).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Admin' })).toBeNull();
      expect(dialog.textContent).not.toMatch(/\bAdmin\b/);
      // The role type the Admin preset picks is shown translated.
      fireEvent.click(within(dialog).getByRole('button', { name: expected[language].preset }));
      expect(dialog.textContent).toContain(expected[language].type);
      cleanup();
    }
  });
});
