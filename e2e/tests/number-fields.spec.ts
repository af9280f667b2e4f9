import type { Branch } from '@portal/shared/contract';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { branchRow, fillBranchForm, openBranches, toast } from '../support/branches';
import { useLanguage } from '../support/portal';

// Issue 14 item 2 (spec §5) on the branch form: a number field never changes what was typed. Each case of the
// issue keeps its text and says why it is refused; Save sends nothing while one is refused; Arabic-Indic digits
// and a comma or '٫' as the decimal point are read as typed and saved as such. One page load.

test('number fields keep what was typed and say why it is refused; Arabic digits and decimal commas are read', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await openBranches(page);
  await page.getByRole('button', { name: 'Add branch' }).click();
  const dialog = page.getByRole('dialog');
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  // The field's own message (Fluent ties it to the input with aria-describedby).
  const expectRefused = async (label: string, text: string, message: string) => {
    await field(label).fill(text);
    await expect(field(label)).toHaveValue(text);
    await expect(field(label)).toHaveAccessibleDescription(message);
  };

  // "2.5" floors was 25.
  await expectRefused('Floors', '2.5', 'This field must be an integer');
  // "-3" was 3.
  await expectRefused('Floors', '-3', 'Enter number between 0 and 200');
  // "1e5" m² was 15.
  await expectRefused('Size (m²)', '1e5', 'This field must be a number');
  // 99,999,999,999 m² was accepted (then silently clamped): with or without the separators it is refused.
  await expectRefused('Size (m²)', '99999999999', 'Enter number between 0 and 1000000');
  await expectRefused('Size (m²)', '99,999,999,999', 'This field must be a number');

  // Save with refused fields: nothing is sent, the dialog stays with the messages.
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/company/branch')) posted += 1;
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(field('Floors')).toHaveAccessibleDescription('Enter number between 0 and 200');
  expect(posted).toBe(0);

  // "3,5" m was 35: a comma is the decimal point, as is the Arabic '٫'; Arabic-Indic digits are digits.
  await field('Floors').fill('٣');
  await field('Size (m²)').fill('١٢٫٥');
  await field('Floor height (m)').fill('3,5');
  for (const label of ['Floors', 'Size (m²)', 'Floor height (m)'])
    await expect(field(label)).toHaveAccessibleDescription('');
  await expect(field('Size (m²)')).toHaveValue('١٢٫٥');
  await expect(field('Floor height (m)')).toHaveValue('3,5');

  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/company/branch'),
  );
  await fillBranchForm(page, { name: 'Malaz Store', code: 'MLZ-9', type: 'Shop', area: 'Al Malaz' });
  const branch = ((await (await saved).json()) as { data: Branch }).data;
  expect({ floors: branch.floors, size_m2: branch.size_m2, floor_height_m: branch.floor_height_m }).toEqual({
    floors: 3,
    size_m2: 12.5,
    floor_height_m: 3.5,
  });
  await expect(toast(page, 'Record has been created successfully')).toBeVisible();
  await expect(branchRow(page, 'Malaz Store')).toBeVisible();
});
