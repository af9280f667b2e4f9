import { expect, signedInTest as test } from '../support/api-fixtures';
import { useLanguage } from '../support/portal';

// Issue 28.7: branches chosen on /b2b/branches/select reach the order form and the quotation wizard. An order is
// for one branch: the form takes the first and says so, offering a quotation for all of them; the wizard takes
// them all (its branches step shows them ticked).

test('branches chosen on the select page carry into the order form and the quotation wizard', async ({
  page,
  api,
  company,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  const olaya = await api.createBranch(company, {
    name: 'Olaya Tower',
    code: 'OLY-1',
    type: 'Office',
    area: 'Al Olaya',
  });
  await api.createBranch(company, { name: 'Malaz Store', code: 'MLZ-1', type: 'Office', area: 'Al Malaz' });

  await page.goto('/b2b/branches/select');
  const select = page.getByTestId('branch-select');
  await expect(select).toContainText('then place an order');
  // nothing chosen: the page says so
  await select.getByRole('button', { name: 'New order' }).click();
  await expect(page.getByTestId('branch-select-notice')).toContainText('Please select the branches');
  await select.getByRole('checkbox', { name: 'Select Olaya Tower' }).check();
  await select.getByRole('checkbox', { name: 'Select Malaz Store' }).check();
  await select.getByRole('button', { name: 'New order' }).click();

  // The order form: the first branch chosen, the note explains and offers the quotation for both.
  await expect(page).toHaveURL(/\/b2b\/orders\/add\?branches=/);
  const form = page.getByTestId('order-form');
  await expect(form.getByTestId('order-branch')).toHaveValue('Olaya Tower (OLY-1)');
  const note = form.getByTestId('carried-branches');
  await expect(note).toContainText('Olaya Tower, the first of the 2 you chose');
  await note.getByRole('link', { name: 'Get a quotation for the 2 branches' }).click();

  // The wizard: the note, then both branches ticked on its branches step.
  await expect(page).toHaveURL(/\/b2b\/packages\/quote$/);
  await expect(page.getByTestId('carried-branches')).toContainText('Branches chosen on the branches page: 2');
  for (const step of ['wizard-step-businessType', 'wizard-step-unitType']) {
    const current = page.getByTestId(step);
    const office = current.getByRole('radio', { name: 'Office' });
    await ((await office.count()) ? office : current.getByRole('radio').first()).check();
    await current.getByRole('button', { name: 'Next' }).click();
  }
  const branches = page.getByTestId('wizard-step-branches');
  await expect(branches.getByRole('checkbox', { name: /Olaya Tower/ })).toBeChecked();
  await expect(branches.getByRole('checkbox', { name: /Malaz Store/ })).toBeChecked();

  // One branch straight to a quotation; a stale id is not found and the order form says so.
  await page.goto('/b2b/branches/select');
  await page.getByRole('checkbox', { name: 'Select Olaya Tower' }).check();
  await page.getByRole('button', { name: 'Get a quotation' }).click();
  await expect(page.getByTestId('carried-branches')).toContainText('Branches chosen on the branches page: 1');
  await page.goto(`/b2b/orders/add?branches=${olaya.id.replace(/^./, (c) => (c === 'f' ? 'e' : 'f'))}`);
  await expect(page.getByTestId('carried-branches')).toContainText('were not found');
});
