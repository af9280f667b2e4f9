import { expect, signedInTest as test } from '../support/api-fixtures';
import { opsBrowserPage } from '../support/ops-browser';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { useLanguage } from '../support/portal';

// Issue 32.1 (ADR 0072): a new company has no contract and no shifts (the pages say so); ops set its framework
// contract (validity, terms, a response time), upload the signed PDF and set a service shift on its console page;
// the owner, on a 390 px phone, sees the validity with its "expires in" hint, the response times, the terms,
// downloads the PDF and reads the shifts as a week, in English and Arabic.

const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;
/** A day `offset` days from today in Riyadh, as the API writes it and as a person types it. */
function riyadhDay(offset: number) {
  const iso = new Date(Date.now() + 3 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);
  return { iso, typed: iso.split('-').reverse().join('/') };
}
/** A one-page PDF's skeleton: its first bytes are what the API checks. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const name = `Contract Co ${Date.now() % 1_000_000}`;
test.use({ companyName: name });

test('ops set a company’s contract, PDF and shifts; its owner reads them on a phone', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const reference = `FC-E2E-${Date.now() % 100_000}`;
  await page.setViewportSize(PHONE);
  await useLanguage(page, 'en');

  // Nothing yet: both pages say so.
  await page.goto('/b2b/account/contracts');
  await expect(page.getByTestId('contract-empty')).toContainText('no framework contract yet');
  await page.goto('/b2b/account/shifts');
  await expect(page.getByTestId('shifts-empty')).toContainText('No service shifts are set');

  const ops = await opsBrowserPage(browser, page.request);
  try {
    await ops.goto('/ops/companies');
    await ops.getByRole('searchbox').fill(name);
    await ops.getByRole('link', { name: `Open ${name}` }).click();
    const section = ops.getByTestId('company-terms');
    await expect(section).toContainText('No framework contract yet.');

    // The contract's terms: a bad validity is refused on its field, then saved.
    await section.getByTestId('set-contract').click();
    const dialog = ops.getByTestId('contract-dialog');
    await dialog.getByRole('textbox', { name: /Reference/ }).fill(reference);
    await dialog.locator('input[name="valid_from"]').fill(riyadhDay(-30).typed);
    await dialog.locator('input[name="valid_to"]').fill(riyadhDay(-40).typed);
    await dialog.getByRole('textbox', { name: /Terms \(Arabic\)/ }).fill('صيانة الفروع حسب الطلب');
    await dialog.getByRole('textbox', { name: /Terms \(English\)/ }).fill('Branch maintenance on demand');
    await dialog.getByRole('textbox', { name: /Terms \(French\)/ }).fill('Maintenance des agences à la demande');
    await dialog.getByRole('textbox', { name: /Repair on call/ }).fill('240');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('The end date must come after the start date');
    await dialog.locator('input[name="valid_to"]').fill(riyadhDay(100).typed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section).toContainText(`Reference: ${reference}`);
    await expect(section).toContainText('Repair on call: 240 min');
    // Nothing ordered yet: nothing measured against the promise (ADR 0075).
    await expect(section.getByTestId('sla-measured')).toHaveCount(0);
    await expect(section).toContainText('last 90 days: no orders yet');

    // The signed copy, then one shift (Saturday to Thursday by default), its French name required.
    await section
      .getByTestId('contract-pdf-input')
      .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(section.getByTestId('company-contract-pdf')).toBeVisible();
    await section.getByTestId('set-shifts').click();
    const shifts = ops.getByTestId('shifts-dialog');
    await shifts.getByTestId('add-shift').click();
    const shift = shifts.getByTestId('shift-0');
    await shift.getByRole('textbox', { name: /Name \(Arabic\)/ }).fill('الفترة النهارية');
    await shift.getByRole('textbox', { name: /Name \(English\)/ }).fill('Day shift');
    await shifts.getByRole('button', { name: 'Save' }).click();
    await expect(shift).toContainText('This field is required');
    await shift.getByRole('textbox', { name: /Name \(French\)/ }).fill('Équipe de jour');
    await shifts.getByRole('button', { name: 'Save' }).click();
    await expect(shifts).toHaveCount(0);
    await expect(section).toContainText('Day shift · Sat, Sun, Mon, Tue, Wed, Thu · 08:00–16:00');
  } finally {
    await ops.context().close();
  }

  // The owner on a phone: validity and its hint, response times, terms, the PDF.
  await page.goto('/b2b/account/contracts');
  await expect(page.getByTestId('contract-validity')).toContainText(reference);
  await expect(page.getByTestId('contract-validity-hint')).toHaveText('Expires in 100 days');
  const sla = page.getByTestId('contract-sla');
  await expect(sla.getByRole('row', { name: /Repair on call/ })).toContainText('4 hours');
  await expect(sla.getByRole('row', { name: /Repair on call/ })).toContainText('No orders yet');
  await expect(page.getByTestId('contract-terms')).toContainText('Branch maintenance on demand');
  const download = page.waitForEvent('download');
  await page.getByTestId('contract-download').click();
  expect((await download).suggestedFilename()).toBe('signed.pdf');
  await expectNoSidewaysScroll(page, PHONE.width);

  // The shifts as a week, Saturday first: Friday has none.
  await page.goto('/b2b/account/shifts');
  const week = page.getByTestId('shifts-week');
  await expect(week.getByRole('row').nth(1)).toContainText('Saturday');
  await expect(page.getByTestId('shifts-day-6')).toContainText('Day shift: 08:00–16:00');
  await expect(page.getByTestId('shifts-day-5')).toContainText('No service');
  await expectNoSidewaysScroll(page, PHONE.width);

  // In Arabic, right to left, still within the phone's width.
  await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
  await page.reload();
  await expect(page.getByTestId('shifts-day-6')).toContainText('الفترة النهارية');
  await expect(page.getByTestId('shifts-day-5')).toContainText('لا خدمة');
  await page.goto('/b2b/account/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'العقود' })).toBeVisible();
  await expect(page.getByTestId('contract-sla')).toContainText('نوع العمل');
  await expect(page.getByTestId('contract-terms')).toContainText('صيانة الفروع حسب الطلب');
  await expectNoSidewaysScroll(page, PHONE.width);
});
