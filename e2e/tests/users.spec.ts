import { NOT_GRANTED_ACTIONS, NOT_GRANTED_SUBJECTS, ROLE_CATALOG_KEYS } from '@portal/shared/contract';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { switchSession } from '../support/browser-session';
import { freshPhone } from '../support/phones';
import { useLanguage } from '../support/portal';
import { addUserByPhone, createRoleInEditor, storedToken, toast } from '../support/users';

test.describe('users, roles and permissions', () => {
  test('an admin creates a branches-only role and adds a user with it; that user sees only Branches, is refused orders and API writes', async ({
    page,
    api,
  }) => {
    await useLanguage(page, 'en');

    // "See" branches (b2b_branches) plus "Open the Branches pages" (b2b_properties), which the Branches menu
    // entry and /b2b/branches require (module manifest, spec §2); the editor's preview shows that menu.
    await createRoleInEditor(
      page,
      'Branch viewer',
      [
        ['See', 'Branches'],
        ['Open the Branches pages', 'Branches menu'],
      ],
      ['Branches'],
    );
    const phone = freshPhone();
    await addUserByPhone(page, {
      phone,
      fullName: 'Lama Branches',
      username: `lama${phone.slice(-4)}`,
      role: 'Branch viewer',
    });
    // The new user signs in on this browser with the code of their WhatsApp invitation.
    await switchSession(page, (await api.signIn(phone)).info);
    await page.goto('/b2b/branches');
    const nav = page.getByRole('navigation');
    await expect(nav.getByText('Branches', { exact: true })).toBeVisible();
    for (const hidden of [
      'Analytics',
      'Orders',
      'Packages',
      'Users',
      'Residents',
      'Roles and permissions',
      'Wallet',
      'Invoices',
    ]) {
      await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
    }

    await page.goto('/b2b/orders');
    await expect(page.getByTestId('not-authorized')).toBeVisible();

    // The API refuses what the menu hides: a direct write with the user's own token is a 403.
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const write = await page.request.post('/api/v1/company/user', {
      headers: { authorization: `Bearer ${token}`, lang: 'en' },
      data: {
        phone: freshPhone(),
        full_name: 'Intruder',
        username: 'intruder',
        role_type: 'Employee',
        role_id: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(write.status()).toBe(403);
    expect((await write.json()).message).toBe('This action is unauthorized');
  });

  test('the phone search tells only whether a number can be added, never who a stranger is (issue 16.5)', async ({
    page,
    api,
  }) => {
    const stranger = await api.register('Private Trading', 'Nora Private');
    await useLanguage(page, 'en');
    await page.goto('/b2b/users/list');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mobile number').fill(stranger);
    await dialog.getByRole('button', { name: 'Search' }).click();
    const result = dialog.getByTestId('phone-search-result');
    await expect(result).toContainText('This number can be added to your company');
    await expect(result).not.toContainText('Nora');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Nothing of the stranger's profile is filled in either.
    await expect(dialog.getByLabel('Full name')).toHaveValue('');
  });

  test('deleting a user asks for confirmation; cancelling keeps them, and the last admin cannot be removed', async ({
    page,
    api,
    company,
  }) => {
    // The role and the user come from the API: this test is about removing them (users.spec's first test adds).
    const clerk = await api.createRole(company, 'Clerk', [{ action: 'read', subject: 'b2b_orders' }]);
    const phone = freshPhone();
    await api.addUser(company, {
      phone,
      full_name: 'Omar Clerk',
      username: `omar${phone.slice(-4)}`,
      role_id: clerk.id,
      role_type: 'Employee',
    });
    await useLanguage(page, 'en');
    await page.goto('/b2b/users/list');
    await expect(page.getByRole('cell', { name: 'Omar Clerk', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Omar Clerk' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page, 'Delete canceled successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Omar Clerk', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Omar Clerk' }).click();
    await page.getByRole('button', { name: 'Yes delete it' }).click();
    await expect(toast(page, 'Record has been deleted successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Omar Clerk', exact: true })).toHaveCount(0);

    // No delete action on your own row (issue 14.6; the API refuses it too, api/test/identity/users.test.ts).
    await expect(page.getByRole('button', { name: 'Edit Sara Al-Qahtani' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Sara Al-Qahtani' })).toHaveCount(0);

    // The activity log shows who did what.
    await page.goto('/b2b/users/audit');
    await expect(page.getByRole('cell', { name: 'User removed' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Role created' })).toBeVisible();
    // …and the change in words, not JSON (issue 14.4).
    await expect(page.getByText('Permissions: Orders: See', { exact: true })).toBeVisible();
    await expect(page.getByTestId('audit-changes').first()).not.toContainText('{');
  });

  test('Arabic and French: "Admin" translated in the users table and on the roles page; the phone reads +966… left to right', async ({
    page,
  }) => {
    const labels = {
      ar: { roleType: 'مسؤول (مدير الحساب)', role: 'مدير الحساب' },
      fr: { roleType: 'Administrateur (gestionnaire du compte)', role: 'Administrateur' },
    } as const;
    await useLanguage(page, 'ar');
    for (const language of ['ar', 'fr'] as const) {
      if (language === 'fr') await page.evaluate(() => localStorage.setItem('b2b-portal-language', '"fr"'));
      await page.goto('/b2b/users/list');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const owner = page.getByRole('row').filter({ hasText: 'Sara Al-Qahtani' });
      await expect(owner.getByRole('cell', { name: labels[language].roleType, exact: true })).toBeVisible();
      await expect(owner.getByRole('cell', { name: labels[language].role, exact: true })).toBeVisible();
      await expect(owner.getByRole('cell', { name: 'Admin', exact: true })).toHaveCount(0);
      if (language === 'ar') {
        // The phone is isolated left to right: its "+" is drawn at the left end, before the digits.
        const phone = owner.locator('bdi[dir="ltr"]');
        await expect(phone).toHaveText(/^\+966\d{9}$/);
        const plusBeforeDigits = await phone.evaluate((bdi) => {
          const text = bdi.firstChild as Text;
          const at = (i: number) => {
            const range = document.createRange();
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            return range.getBoundingClientRect().left;
          };
          return at(0) < at(1) && at(1) < at(text.length - 1);
        });
        expect(plusBeforeDigits).toBe(true);
      }
      await page.goto('/b2b/roles');
      // The name cell also holds the "All permissions" badge.
      const name = new RegExp(`^${labels[language].role}(?! \\()`);
      await expect(page.getByRole('cell', { name })).toBeVisible();
      await expect(page.getByRole('cell', { name: labels[language].roleType, exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: /^Admin\b/ })).toHaveCount(0);
    }
  });

  test('the role editor offers exactly the catalogue: what spec §6 lists but nothing checks is not offered (issue 32.8)', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/b2b/roles');
    await page.getByRole('button', { name: 'Add role' }).click();
    const dialog = page.getByRole('dialog');
    // Each module lists its permissions' keys ("action subject") under a disclosure, one per tick box.
    const keys = dialog.locator('code');
    await expect(keys.first()).toBeAttached();
    const offered = (await keys.allTextContents()).map((key) => key.trim());
    expect(offered.sort()).toEqual(ROLE_CATALOG_KEYS.map((key) => key.replace('|', ' ')).sort());
    const subjects = new Set(offered.map((key) => key.slice(key.lastIndexOf(' ') + 1)));
    const actions = new Set(offered.map((key) => key.slice(0, key.lastIndexOf(' '))));
    expect(Object.keys(NOT_GRANTED_SUBJECTS).filter((subject) => subjects.has(subject))).toEqual([]);
    expect(Object.keys(NOT_GRANTED_ACTIONS).filter((action) => actions.has(action))).toEqual([]);
  });
});
