import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

// Page helpers of the branches specs: the branch form, the table, spreadsheets as a user fills them.

export type BranchInput = { name: string; code: string; type: string; area: string; city?: string };

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens "Add branch", fills the required fields (and any extra labelled text/number fields), saves. */
export async function fillBranchForm(page: Page, branch: BranchInput, extra: Record<string, string> = {}) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Branch name').fill(branch.name);
  await dialog.getByLabel('Branch code').fill(branch.code);
  await pick(page, dialog, 'Branch type', branch.type);
  if (branch.city) await pick(page, dialog, 'City', branch.city);
  if (branch.area) await pick(page, dialog, 'Area', branch.area);
  for (const [label, value] of Object.entries(extra)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

export async function openBranches(page: Page) {
  await page.goto('/b2b/branches');
  await expect(page.getByTestId('branches-page')).toBeVisible();
}

export const branchRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Downloads the template through the UI and returns it as a workbook. */
export async function downloadTemplate(page: Page): Promise<ExcelJS.Workbook> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: 'Download template' }).click(),
  ]);
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook;
}

/** Writes the workbook to a file the upload input can take. */
export async function saveWorkbook(workbook: ExcelJS.Workbook, path: string) {
  await workbook.xlsx.writeFile(path);
  return path;
}

/** A toast by its title (the live region repeats the text for screen readers). */
export const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle').filter({ hasText: text });
