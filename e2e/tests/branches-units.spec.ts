import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { branchRow, toast } from '../support/branches';
import { useLanguage } from '../support/portal';

/** Picks a value of a labelled Fluent dropdown inside `scope`. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('units and their spaces', () => {
  test('a unit with two spaces, listed on /b2b/units, which opens its branch', async ({ page, api, company }) => {
    // The branch comes from the API: this test is about its units (branches.spec.ts drives the branch form).
    const branch = await api.createBranch(company, {
      name: 'Malaz Villas',
      code: 'MLZ-1',
      type: 'Office',
      area: 'Al Malaz',
    });
    await useLanguage(page, 'en');
    await page.goto(`/b2b/branches/${branch.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Malaz Villas' })).toBeVisible();
    const branchUrl = page.url();

    // Add a unit with two spaces: a kitchen and three bedrooms.
    await page.getByRole('button', { name: 'Add unit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Unit name').fill('Villa 3');
    await pick(page, dialog, 'Unit type', 'Apartment');
    await expect(dialog.getByText('This unit has no spaces yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add space' }).click();
    await dialog.getByRole('button', { name: 'Add space' }).click();
    const rows = dialog.getByTestId('unit-space-row');
    await pick(page, rows.nth(0), 'Space type', 'Kitchen');
    await pick(page, rows.nth(1), 'Space type', 'Kitchen');
    await rows.nth(1).getByLabel('Quantity').fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The same space type twice is refused in the form, before anything is saved.
    await expect(rows.nth(1).getByText('This space type is already listed above')).toBeVisible();
    await pick(page, rows.nth(1), 'Space type', 'Bedroom');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Record has been created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const unitRow = page.getByTestId('units-tab').getByRole('row').filter({ hasText: 'Villa 3' });
    await expect(unitRow.getByRole('cell').nth(4)).toHaveText('2');

    // Editing shows the saved spaces; removing one saves too.
    await unitRow.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit unit' });
    const editRows = editDialog.getByTestId('unit-space-row');
    await expect(editRows).toHaveCount(2);
    await expect(editRows.nth(0).getByRole('combobox', { name: 'Space type' })).toHaveText('Kitchen');
    await expect(editRows.nth(1).getByRole('combobox', { name: 'Space type' })).toHaveText('Bedroom');
    await expect(editRows.nth(1).getByRole('textbox', { name: /Quantity/ })).toHaveValue('3');
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editDialog).toBeHidden();

    // The company's units page lists it with its branch; the branch link opens the branch.
    await page.goto('/b2b/units');
    await expect(page.getByTestId('units-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Units' })).toBeVisible();
    const listed = branchRow(page, 'Villa 3');
    await expect(listed).toContainText('Malaz Villas');
    await expect(listed.getByRole('cell').nth(5)).toHaveText('2');
    await listed.getByRole('link', { name: 'Malaz Villas' }).click();
    await expect(page).toHaveURL(branchUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Malaz Villas' })).toBeVisible();
  });
});
