import type { Locator } from '@playwright/test';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { branchRow, downloadTemplate, fillBranchForm, openBranches, saveWorkbook, toast } from '../support/branches';
import { useLanguage } from '../support/portal';

/** What sticks out of the dialog (or the dialog out of the window): the text of each such element, empty if none. */
const overflowOf = (dialog: Locator, windowWidth: number) =>
  dialog.evaluate((surface, width) => {
    const box = surface.getBoundingClientRect();
    const out: string[] = [];
    if (box.left < -0.5 || box.right > width + 0.5 || surface.scrollWidth > surface.clientWidth + 1) out.push('dialog');
    for (const el of Array.from(surface.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5))
        out.push(`${el.tagName} ${(el.textContent ?? '').slice(0, 30)}`);
    }
    return out;
  }, windowWidth);

test.describe('branches and units', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
    await openBranches(page);
  });

  test('creates, edits and deletes a branch; a cancelled delete keeps it', async ({ page }) => {
    await expect(page.getByText('No branches yet. Add your first branch or upload a spreadsheet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add branch' }).click();
    await fillBranchForm(
      page,
      { name: 'Olaya Tower', code: 'OLY-1', type: 'Office', area: 'Al Olaya' },
      { Floors: '8' },
    );
    await expect(toast(page, 'Record has been created successfully')).toBeVisible();
    await expect(branchRow(page, 'Olaya Tower')).toContainText('OLY-1');
    await expect(branchRow(page, 'Olaya Tower')).toContainText('Al Olaya · Riyadh');

    // Edit from the table.
    await branchRow(page, 'Olaya Tower').getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog').getByLabel('Branch name')).toHaveValue('Olaya Tower');
    await page.getByRole('dialog').getByLabel('Branch name').fill('Olaya Tower B');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Record has been updated successfully')).toBeVisible();
    await expect(branchRow(page, 'Olaya Tower B')).toBeVisible();

    // The detail page: facts, units tab (add a unit), packages tab empty state.
    await page.getByRole('link', { name: 'Olaya Tower B' }).click();
    await expect(page).toHaveURL(/\/b2b\/branches\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Olaya Tower B' })).toBeVisible();
    await page.getByRole('button', { name: 'Add unit' }).click();
    const unitDialog = page.getByRole('dialog');
    await unitDialog.getByLabel('Unit name').fill('Apartment 12');
    await unitDialog.getByRole('combobox', { name: 'Unit type' }).click();
    await page.getByRole('option', { name: 'Apartment', exact: true }).click();
    await unitDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('units-tab').getByRole('cell', { name: 'Apartment 12' })).toBeVisible();
    await page.getByRole('tab', { name: 'Packages' }).click();
    await expect(
      page.getByText('No Packages Assigned to Branch. Please assign an existing active package or create a new one'),
    ).toBeVisible();

    // Delete: Cancel keeps it (error toast), Yes deletes it.
    await openBranches(page);
    await branchRow(page, 'Olaya Tower B').getByRole('button', { name: 'Delete Olaya Tower B' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Are you sure?');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page, 'Delete canceled successfully')).toBeVisible();
    await expect(branchRow(page, 'Olaya Tower B')).toBeVisible();
    await branchRow(page, 'Olaya Tower B').getByRole('button', { name: 'Delete Olaya Tower B' }).click();
    await page.getByRole('button', { name: 'Yes delete it' }).click();
    await expect(toast(page, 'Record has been deleted successfully')).toBeVisible();
    await expect(branchRow(page, 'Olaya Tower B')).toHaveCount(0);
  });

  test('refuses a branch outside Riyadh, by city and by coordinates', async ({ page }) => {
    await page.getByRole('button', { name: 'Add branch' }).click();
    await fillBranchForm(page, { name: 'Jeddah Shop', code: 'JED-1', type: 'Shop', city: '', area: '' });
    const dialog = page.getByRole('dialog');
    // A city not serviced is shown disabled with a note, not offered and refused (issue 14.6).
    await dialog.getByRole('combobox', { name: 'City' }).click();
    await expect(page.getByRole('option', { name: 'Jeddah — not serviced yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');

    // Riyadh chosen, but the pin is on Jeddah's corniche: the API refuses it.
    await dialog.getByRole('combobox', { name: 'City' }).click();
    await page.getByRole('option', { name: 'Riyadh', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Al Malaz', exact: true }).click();
    await dialog.getByLabel('Latitude').fill('21.5433');
    await dialog.getByLabel('Longitude').fill('39.1728');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Our services are only available in Riyadh')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('No branches yet. Add your first branch or upload a spreadsheet.')).toBeVisible();
  });

  test('bulk upload: the downloaded template, filled with a few rows, imports them all', async ({ page }, info) => {
    await page.getByRole('button', { name: 'Bulk upload' }).click();
    const workbook = await downloadTemplate(page);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Branch name');
    sheet.getRow(2).getCell(1).value = 'Olaya HQ';
    sheet.addRow(['Malaz Store', 'IMP-2', 'Warehouse', 'Riyadh', 'Al Malaz']);
    sheet.addRow(['Yasmin Clinic', 'IMP-3', 'Clinic', 'Riyadh', 'Al Yasmin', 'Anas Ibn Malik Rd', '88', 320]);
    const file = await saveWorkbook(workbook, info.outputPath('branches.xlsx'));

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Spreadsheet (.xlsx)').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, '3 branches were imported.')).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const name of ['Olaya HQ', 'Malaz Store', 'Yasmin Clinic']) await expect(branchRow(page, name)).toBeVisible();
    await expect(page.getByText(/1–3 of 3|1-3 of 3/)).toBeVisible();
  });

  test('bulk upload: a bad row is reported by row and column and nothing is imported', async ({ page }, info) => {
    await page.getByRole('button', { name: 'Bulk upload' }).click();
    const workbook = await downloadTemplate(page);
    const sheet = workbook.worksheets[0]!;
    sheet.addRow(['Dammam Office', 'BAD-2', 'Office', 'Dammam', 'Al Olaya']);
    const file = await saveWorkbook(workbook, info.outputPath('bad.xlsx'));

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Spreadsheet (.xlsx)').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const errors = dialog.getByTestId('upload-errors');
    await expect(errors).toContainText('Nothing was imported: 1 error');
    const row = errors.getByRole('row').filter({ hasText: 'Our services are only available in Riyadh' });
    await expect(row.getByRole('cell').nth(0)).toHaveText('3');
    await expect(row.getByRole('cell').nth(1)).toHaveText('City');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('No branches yet. Add your first branch or upload a spreadsheet.')).toBeVisible();
  });

  test('speaks Arabic right to left: the table, the form and the cities not serviced', async ({ page }) => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الفروع' })).toBeVisible();
    await page.getByRole('button', { name: 'إضافة فرع' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'المدينة' }).click();
    // Not serviced: shown disabled with its note in Arabic (issue 14.6).
    await expect(page.getByRole('option', { name: 'الدمام — غير مخدومة حاليًا' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    // The form, with its error messages, stays inside its dialog and the dialog inside the window, right to left,
    // on a laptop and on a phone (issue 14.7).
    for (const size of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await expect.poll(() => overflowOf(dialog, size.width), `branch dialog at ${size.width} px`).toEqual([]);
    }
  });
});
