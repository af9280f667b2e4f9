import { expect, type Page } from '@playwright/test';

/** Creates a role in the role editor by ticking matrix cells, given as [action label, module label]. */
export async function createRoleInEditor(
  page: Page,
  name: string,
  ticks: Array<[action: string, module: string]>,
  expectMenu: string[] = [],
) {
  await page.goto('/b2b/roles');
  await page.getByRole('button', { name: 'Add role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Role name').fill(name);
  // Each module is a group of plain-language actions (issue 14.3).
  for (const [action, module] of ticks)
    await dialog
      .getByRole('group', { name: module, exact: true })
      .getByRole('checkbox', { name: action, exact: true })
      .check();
  // The live preview shows the menu the role will see.
  const preview = dialog.getByTestId('menu-preview');
  for (const entry of expectMenu)
    await expect(preview.getByRole('listitem').filter({ hasText: new RegExp(`^${entry}$`) })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** Adds a user through the phone search of the add-user dialog; returns once the row is listed. */
export async function addUserByPhone(
  page: Page,
  user: { phone: string; fullName: string; username: string; role: string },
) {
  await page.goto('/b2b/users/list');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mobile number').fill(user.phone);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByTestId('phone-search-result')).toContainText('This number can be added to your company');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByText('A number with no account yet gets a WhatsApp sign-in code', { exact: false }),
  ).toBeVisible();
  await dialog.getByLabel('Full name').fill(user.fullName);
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: user.role, exact: true }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: user.fullName, exact: true })).toBeVisible();
}

export const storedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('b2b-portal-accessToken') ?? 'null') as string | null);

/** A toast's title (the live region repeats the text for screen readers). */
export const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle').filter({ hasText: text });
