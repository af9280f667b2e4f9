import { expect, signedInTest as test } from '../support/api-fixtures';
import { choose, fillVisitDay, pickFirstSlot, submitOrderForm } from '../support/orders';
import { useLanguage } from '../support/portal';

// Issue 32.6 (ADR 0063) on /b2b/orders/add: a half-filled order form is kept as the user's draft on the server
// while they type; leaving and coming back offers it (Resume / Discard), resumes every field, and places it. The
// orders list shows the draft with its status, branch, total and saved date (Resume, Discard).

test.use({ companyName: 'Draft Test Co' });

test('a half-filled order is kept as a draft, resumed with its fields after leaving, and placed', async ({
  page,
  api,
  company,
}) => {
  await useLanguage(page, 'en');
  await api.createBranch(company, { name: 'Draft Tower', code: 'DRF-1', type: 'Office', area: 'Al Malaz' });
  await page.goto('/b2b/orders/add');
  const form = page.getByTestId('order-form');
  await expect(form.getByTestId('draft-found')).toHaveCount(0);
  await choose(page, form.getByTestId('order-branch'), /^Draft Tower/);
  await choose(page, form.getByTestId('add-service'), 'AC maintenance');
  await form.getByTestId('order-line').filter({ hasText: 'AC maintenance' }).getByRole('textbox').fill('3');
  await form.getByLabel('Notes for the provider').fill('Third floor, ask for Khalid');
  // The save that carries the visit day (saves are debounced: earlier ones hold less).
  const savedWithDay = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/company/orders/draft') &&
      answer.request().method() === 'PUT' &&
      (answer.request().postDataJSON() as { form: { date?: string } }).form.date !== '',
  );
  const day = await fillVisitDay(page);
  expect((await savedWithDay).status()).toBe(200);
  await expect(form.getByTestId('draft-status')).toContainText('Draft saved at');

  // Leave (no slot, no payment chosen yet): the orders list shows the draft, and Resume opens the form with it.
  await page.goto('/b2b/orders');
  const card = page.getByTestId('draft-card');
  await expect(card.getByTestId('order-status')).toHaveText('Draft');
  await expect(card.locator('[data-fact="branch"] dd')).toHaveText('Draft Tower');
  await expect(card.locator('[data-fact="total"] dd')).toContainText('SAR');
  await expect(card.locator('[data-fact="saved"] dd')).not.toBeEmpty();
  await card.getByRole('link', { name: 'Resume' }).click();
  await expect(page).toHaveURL(/\/b2b\/orders\/add\?draft=resume$/);
  await expect(form.getByTestId('draft-found')).toHaveCount(0);
  await expect(form.getByTestId('order-branch')).toHaveValue(/Draft Tower/);
  await expect(form.getByTestId('order-line').filter({ hasText: 'AC maintenance' }).getByRole('textbox')).toHaveValue(
    '3',
  );
  await expect(form.getByLabel('Notes for the provider')).toHaveValue('Third floor, ask for Khalid');
  await expect(form.locator('input[name="date"]')).not.toHaveValue('');
  await expect(page.getByTestId('price-total')).toBeVisible();

  await pickFirstSlot(page);
  await form.getByRole('radio', { name: 'Cash' }).check();
  const reference = await submitOrderForm(page);
  expect(reference).toMatch(/^ORD-\d{4}-\d{6}$/);
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Placed: the draft is gone, the form opens empty and the list shows no draft.
  await page.goto('/b2b/orders/add');
  await expect(page.getByTestId('order-form')).toBeVisible();
  await expect(page.getByTestId('draft-found')).toHaveCount(0);
  await page.goto('/b2b/orders');
  await expect(page.getByTestId('orders-page')).toBeVisible();
  await expect(page.getByTestId('draft-card')).toHaveCount(0);
});

test('on a 390 px phone in Arabic the orders list shows the draft, and Discard removes it', async ({
  page,
  company,
}) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  const headers = { lang: 'ar', authorization: `Bearer ${company.info.token}`, 'Role-Id': company.info.role.id };
  const saved = await page.request.put('/api/v1/company/orders/draft', {
    headers,
    data: { form: { branch_id: null, lines: [], notes: 'Roof water tank' } },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/b2b/orders');
  const card = page.getByTestId('draft-card');
  await expect(card).toContainText('مسودة طلبك');
  await expect(card.getByTestId('order-status')).toHaveText('مسودة');
  await expect(card.locator('[data-fact="branch"] dd')).toHaveText('لم يُختر بعد');
  await expect(card.locator('[data-fact="total"] dd')).toHaveText('لم يُسعَّر بعد');
  const box = await card.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await card.getByRole('button', { name: 'حذف المسودة' }).click();
  await page.getByRole('button', { name: 'نعم، احذفه' }).click();
  await expect(card).toHaveCount(0);
  const after = await page.request.get('/api/v1/company/orders/draft', { headers });
  expect(((await after.json()) as { data: unknown }).data).toBeNull();
});
