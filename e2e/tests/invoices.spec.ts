import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { decodeZatcaTlv, expectContentFits, rechargeByCard, rowWith, sarText } from '../support/money';
import { useLanguage } from '../support/portal';

// Issue 9: the invoice of a card recharge, its ZATCA QR (decoded from the drawn image AND from the payload the
// page renders it from), print and PDF, in English and Arabic.

const jsQrPath = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

/** Rasterises the QR the page drew (its SVG) and decodes it with jsQR, as a phone camera would read it. */
async function readDrawnQr(page: Page): Promise<string | null> {
  await page.addScriptTag({ content: await readFile(jsQrPath, 'utf8') });
  return page.evaluate(async () => {
    const svg = document.querySelector('[data-testid="invoice-qr"] svg');
    if (!svg) return null;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const size = 480;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    const pixels = context.getImageData(0, 0, size, size);
    type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
    const jsQR = (window as unknown as { jsQR: JsQr }).jsQR;
    return jsQR(pixels.data, size, size)?.data ?? null;
  });
}

test.describe('invoices', () => {
  // The QR decoder is injected into the page as a script: the portal's CSP (issue 16.6) would refuse it.
  test.use({ companyName: 'Invoice Test Co', bypassCSP: true });
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
    await rechargeByCard(page, '115', 'success');
    await expect(page.getByTestId('wallet-balance')).toContainText('SAR 115.00');
  });

  test('the invoice page shows a QR whose TLV matches the invoice; print and PDF', async ({ page }) => {
    await page.goto('/b2b/invoices');
    await expect(page.getByTestId('invoices-page')).toBeVisible();
    const row = rowWith(page, 'Wallet recharge');
    await expect(row).toContainText('SAR 115.00');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/b2b\/invoices\/[^/]+$/);

    const invoice = page.getByTestId('invoice-document');
    // Cleared by the stack's fake Fatoora within seconds (ADR 0062); while pending the page says why print and
    // downloads wait, and reads the invoice again until it is cleared.
    await expect(page.getByTestId('clearance-notice')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    // The buyer is named by its VAT number: a standard tax invoice (issue 31.7), not a simplified one.
    await expect(invoice.getByRole('heading', { level: 2 })).toHaveText('فاتورة ضريبية / Tax Invoice');
    await expect(invoice).toContainText('VAT 15%');
    await expect(invoice.locator('[data-status]').first()).toHaveText('Paid');

    // The QR is drawn (an SVG with modules) and its payload is the invoice's own.
    const qr = page.getByTestId('invoice-qr');
    await expect(qr.locator('svg path').last()).toBeVisible();
    const payload = (await qr.getAttribute('data-qr')) ?? '';
    const fields = decodeZatcaTlv(payload);
    // Cleared: the QR of the stamped document, phase 2 (ADR 0068), with its hash and signature.
    expect(fields.invoiceHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(fields.certificateSignature).toBeTruthy();
    const amountOf = async (total: string) =>
      Number(await invoice.locator(`[data-total="${total}"] [data-amount]`).getAttribute('data-amount'));
    expect(fields.totalWithVat).toBe(sarText(await amountOf('total')));
    expect(fields.vatTotal).toBe(sarText(await amountOf('vatTotal')));
    expect(fields.vatNumber).toBe((await page.getByTestId('seller-vat').textContent())?.trim());
    await expect(page.getByTestId('invoice-seller')).toContainText(fields.sellerName);
    // The seller is the platform settings' (the demo seed's, ADR 0034), never the placeholder of before, with its CR
    // number and national address.
    expect(fields.vatNumber).not.toBe('300000000000003');
    await expect(page.getByTestId('seller-cr')).toHaveText(/^\d{10}$/);
    await expect(page.getByTestId('seller-address')).toContainText('Riyadh');
    const issuedAt = await page.getByTestId('invoice-issued-at').getAttribute('datetime');
    // The document's IssueDate and IssueTime, Riyadh's (UTC+3, no zone written).
    expect(new Date(`${fields.timestamp}+03:00`).getTime()).toBe(
      Math.floor(new Date(issuedAt ?? '').getTime() / 1000) * 1000,
    );

    // What a camera reads from the drawn image is the same payload.
    expect(await readDrawnQr(page)).toBe(payload);

    // Print (the owner may): the print view hides everything but the invoice.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(invoice).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('in Arabic the page is right-to-left, the invoice stays bilingual and fits a 390 px phone', async ({ page }) => {
    await page.goto('/b2b/invoices');
    await rowWith(page, 'Wallet recharge').getByRole('link').click();
    await expect(page.getByTestId('invoice-document')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('b2b-portal-language', JSON.stringify('ar')));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('الفاتورة');
    await expect(page.getByTestId('invoice-document')).toContainText('فاتورة ضريبية / Tax Invoice');
    await expect(page.getByTestId('invoice-document')).toContainText('ر.س');
    await expect(page.getByRole('button', { name: 'طباعة' })).toBeVisible();
    await expectContentFits(page, 'invoice-page');
  });
});
