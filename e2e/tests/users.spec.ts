import { expect, test } from '@playwright/test';
import { freshPhone, registerCompany, useLanguage } from '../support/portal';
import { addUserByPhone, createRoleInEditor, signInWithCode, signOut, storedToken, toast } from '../support/users';

test.describe('users, roles and permissions', () => {
  test('an admin creates a branches-only role and adds a user with it; that user sees only Branches, is refused orders and API writes', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await registerCompany(page, 'Roles Test Co');
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();

    // "Read" on Branch list (b2b_branches) plus "Read" on Branches (b2b_properties), which the Branches menu
    // entry and /b2b/branches require (module manifest, spec §2).
    await createRoleInEditor(page, 'Branch viewer', [
      ['Read', 'Branch list'],
      ['Read', 'Branches'],
    ]);
    const phone = freshPhone();
    await addUserByPhone(page, {
      phone,
      fullName: 'Lama Branches',
      username: `lama${phone.slice(-4)}`,
      role: 'Branch viewer',
    });
    await signOut(page);

    await signInWithCode(page, phone);
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

  test('deleting a user asks for confirmation; cancelling keeps them, and the last admin cannot be removed', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await registerCompany(page, 'Guard Rails Co');
    await expect(page.getByTestId('analytics-dashboard')).toBeVisible();
    await createRoleInEditor(page, 'Clerk', [['Read', 'Orders']]);
    const phone = freshPhone();
    await addUserByPhone(page, { phone, fullName: 'Omar Clerk', username: `omar${phone.slice(-4)}`, role: 'Clerk' });

    await page.getByRole('button', { name: 'Delete Omar Clerk' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page, 'Delete canceled successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Omar Clerk', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Omar Clerk' }).click();
    await page.getByRole('button', { name: 'Yes delete it' }).click();
    await expect(toast(page, 'Record has been deleted successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Omar Clerk', exact: true })).toHaveCount(0);

    // The owner is the only admin: removing themselves is refused with the API's message.
    await page.getByRole('button', { name: 'Delete Sara Al-Qahtani' }).click();
    await page.getByRole('button', { name: 'Yes delete it' }).click();
    await expect(toast(page, 'You cannot remove yourself from the company')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Sara Al-Qahtani', exact: true })).toBeVisible();

    // The activity log shows who did what.
    await page.goto('/b2b/users/audit');
    await expect(page.getByRole('cell', { name: 'User removed' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Role created' })).toBeVisible();
  });
});
