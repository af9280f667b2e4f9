import { expect, signedInTest as test } from '../support/api-fixtures';
import { rechargeByCard } from '../support/money';
import { choose, placeOrder, walletOf } from '../support/orders';
import { useLanguage } from '../support/portal';

// Issue 31.6 (ADR 0061): cancelling an order paid from the wallet issues a credit note; the invoices list shows it
// with its badge, its page is titled "إشعار دائن / Credit Note" and links the invoice it credits, which links back.

test.use({ companyName: 'Credit Note Test Co' });

test('cancel an invoiced order: its credit note is listed, opens, and links its invoice', async ({
  page,
  api,
  company,
  request,
}) => {
  await useLanguage(page, 'en');
  await api.createBranch(company, { name: 'Olaya Credit', code: 'OLY-CN', type: 'Office', area: 'Al Malaz' });
  await rechargeByCard(page, '1000', 'success');
  const paidBefore = await walletOf(request, company);
  await placeOrder(page, { branch: 'Olaya Credit', services: [{ name: 'AC maintenance', quantity: '1' }] });
  // Cancelled with a listed reason and no words: the credit note prints the reason's name.
  await page.getByTestId('order-operations').getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog');
  await choose(page, cancel.getByRole('combobox', { name: 'Reason' }), 'The branch is temporarily closed');
  await cancel.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByTestId('order-facts').getByTestId('order-status')).toHaveText('Canceled');
  expect(await walletOf(request, company)).toBe(paidBefore);

  await page.goto('/b2b/invoices');
  await expect(page.getByTestId('invoices-page')).toBeVisible();
  const badge = page.getByTestId('credit-note-badge');
  await expect(badge).toHaveCount(1);
  await expect(badge).toHaveText('Credit note');
  const noteRow = page.getByRole('row').filter({ has: badge });
  const noteCode = (await noteRow.getByRole('link').textContent())?.trim() ?? '';
  expect(noteCode).toMatch(/^CRN-\d{4}-\d{6}$/);
  await noteRow.getByRole('link').click();

  const note = page.getByTestId('invoice-document');
  await expect(note.getByRole('heading', { level: 2 })).toHaveText('إشعار دائن / Credit Note');
  await expect(page.getByTestId('invoice-code')).toHaveText(noteCode);
  await expect(note).toContainText('The branch is temporarily closed');
  const credited = page.getByTestId('credited-invoice').getByRole('link');
  await expect(credited).toHaveText(/^INV-\d{4}-\d{6}$/);
  const invoiceCode = (await credited.textContent())?.trim() ?? '';

  // The original invoice links its credit note back.
  await credited.click();
  await expect(page.getByTestId('invoice-code')).toHaveText(invoiceCode);
  const notes = page.getByTestId('invoice-credit-notes');
  await expect(notes.getByRole('link', { name: noteCode })).toBeVisible();
  // The credit note credits the invoice's total.
  const total = await page.locator('[data-total="total"] [data-amount]').getAttribute('data-amount');
  await expect(notes.locator('[data-amount]')).toHaveAttribute('data-amount', total ?? '');

  // In Arabic at 390 px: the note's page title, its line's amount and VAT, and the list's badge.
  await notes.getByRole('link', { name: noteCode }).click();
  await expect(page.getByTestId('invoice-code')).toHaveText(noteCode);
  await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('إشعار دائن');
  // The line as a card: its unit price, amount and VAT, each a visible labelled amount.
  for (const at of [0, 1, 2]) await expect(note.locator('[data-amount]').nth(at)).toBeVisible();
  await page.goto('/b2b/invoices');
  await expect(page.getByTestId('credit-note-badge')).toHaveText('إشعار دائن');
});
