import { expect, type Locator, type Page } from '@playwright/test';

// Page helpers of the money specs (wallet, payments, transfers, invoices) and the ZATCA QR reader.

export type GatewayOutcome = 'success' | 'failure' | 'cancel';

const OUTCOME_BUTTON: Record<GatewayOutcome, string> = {
  success: 'Pay (success)',
  failure: 'Decline (failure)',
  cancel: 'Cancel',
};

export async function openWallet(page: Page) {
  await page.goto('/b2b/wallets');
  await expect(page.getByTestId('wallet-page')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
}

/** The wallet balance card's amount in halalas (the card carries it next to the formatted text). */
export async function walletBalance(page: Page): Promise<number> {
  return Number(await page.getByTestId('wallet-balance').locator('[data-amount]').getAttribute('data-amount'));
}

/** Wallet → Recharge → Card → amount → the test gateway's hosted page → the chosen outcome → back on the wallet. */
export async function rechargeByCard(page: Page, riyals: string, outcome: GatewayOutcome) {
  await openWallet(page);
  await page.getByRole('button', { name: 'Recharge wallet' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Card' }).click();
  await dialog.getByRole('textbox', { name: /Amount \(SAR\)/ }).fill(riyals);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\?session=/);
  await expect(page.getByTestId('test-gateway-page')).toBeVisible();
  await page.getByRole('button', { name: OUTCOME_BUTTON[outcome] }).click();
  await expect(page).toHaveURL(/\/b2b\/wallets$/);
}

/** A minimal valid PDF (the API checks the magic bytes, not the extension). */
export function receiptPdf(name = 'transfer-receipt.pdf') {
  const text =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

/** The table row that contains `text`. */
export const rowWith = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

/** A toast's title (the live region repeats the text for screen readers). */
export const toast = (page: Page, text: string | RegExp) => page.locator('.fui-ToastTitle').filter({ hasText: text });

/**
 * The page's content fits the viewport (390 px phones): nothing of it sticks out sideways; wide tables scroll
 * inside their own container. (Measured on the content, not the document: the shell's navbar is not this page's.)
 */
export async function expectContentFits(page: Page, testId: string) {
  const overflow = await page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Math.max(box.right - window.innerWidth, -box.left, element.scrollWidth - element.clientWidth);
  });
  expect(overflow).toBeLessThanOrEqual(1);
}

// ZATCA QR: base64 of TLV records `tag (1 byte) | length (1 byte) | value`. Phase 1 has tags 1–5 (UTF-8); the
// phase 2 QR of a cleared document (ADR 0068) adds the hash and signature (6, 7) and two binary values (8, 9).
export type ZatcaFields = {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
  invoiceHash?: string;
  signature?: string;
  publicKey?: string;
  certificateSignature?: string;
};

const TAGS: Record<number, keyof ZatcaFields> = {
  1: 'sellerName',
  2: 'vatNumber',
  3: 'timestamp',
  4: 'totalWithVat',
  5: 'vatTotal',
  6: 'invoiceHash',
  7: 'signature',
  8: 'publicKey',
  9: 'certificateSignature',
};
const REQUIRED = [1, 2, 3, 4, 5].map((tag) => TAGS[tag] as keyof ZatcaFields);

/** Reads the TLV back, independently of the API's encoder; throws on anything malformed. */
export function decodeZatcaTlv(base64: string): ZatcaFields {
  const bytes = Buffer.from(base64, 'base64');
  const fields: Partial<ZatcaFields> = {};
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined) throw new Error('QR TLV truncated in a header');
    const name = TAGS[tag];
    if (!name) throw new Error(`QR TLV has unknown tag ${tag}`);
    if (at + 2 + length > bytes.length) throw new Error(`QR TLV truncated in tag ${tag}`);
    fields[name] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  for (const name of REQUIRED) if (fields[name] === undefined) throw new Error(`QR TLV lacks ${name}`);
  return fields as ZatcaFields;
}

/** Halalas → the "123.45" text ZATCA readers show. */
export const sarText = (halalas: number) =>
  `${Math.trunc(halalas / 100)}.${String(Math.abs(halalas) % 100).padStart(2, '0')}`;

/** The reference (RFD-NNNNNN) of the first refund the wallet page's refund list shows. */
export async function refundReference(list: Locator): Promise<string> {
  return (
    (
      await list
        .getByText(/RFD-\d{6}/)
        .first()
        .textContent()
    )?.match(/RFD-\d{6}/)?.[0] ?? ''
  );
}
