import type { Page } from '@playwright/test';
import { expect, test } from '../support/api-fixtures';
import { signInDemoOwner } from '../support/demo-owner';
import { expectNoSidewaysScroll, expectWithinWidth } from '../support/phone-layout';
import { useLanguage } from '../support/portal';

// Issue 28.1 for the money pages, on the seeded demo company (pending transfers, long references, invoices of
// many lines) at 390 × 844 in Arabic and English: no page scrolls sideways, nor does a list inside it; the key
// fields of the first row (status, every amount) lie within the screen, each amount on one line; no cell's
// content spills over its neighbour (the statement's reference over its time); the wallet's buttons are on
// screen. Read only: the demo company is shared by other specs.

const PHONE = { width: 390, height: 844 };

/** The status filter: the stored 'none' of a refused card payment is said as such, never "None". */
const STATUS_FILTER = {
  ar: { label: 'الحالة', none: 'لا شيء', refused: 'مرفوضة أو ملغاة' },
  en: { label: 'Status', none: 'None', refused: 'Failed or canceled' },
} as const;

const BUTTONS = {
  ar: { recharge: 'شحن المحفظة', refund: 'استرداد إلى البنك' },
  en: { recharge: 'Recharge wallet', refund: 'Refund to bank' },
} as const;

/** What one page measures: its sideways overflows and the key fields of its first row. */
type Measure = {
  document: number;
  /** The widest sideways scroll of a box inside the page (a table's scroller). */
  inner: number;
  /** Cells whose content runs out of them (onto the next cell, or cut). */
  spills: string[];
  amounts: { text: string; inView: boolean; oneLine: boolean }[];
  statuses: { text: string; inView: boolean }[];
};

/**
 * Measures the section `testId`: the amounts (an amount in English or in Arabic, either digits) and the status
 * badges of its first row (of each table when `allRows` is off; the whole section when it has no table).
 */
function measure(page: Page, testId: string, deviceWidth: number): Promise<Measure> {
  return page.getByTestId(testId).evaluate((section, width) => {
    const AMOUNT = /[+−-]?SAR\s?[\d,]+\.\d{2}|[\d٠-٩][\d٠-٩٬,]*[٫.][\d٠-٩]{2}\s?ر\.س\./g;
    // The part of the screen `element` can show: the device's width cut by every ancestor that clips.
    const clip = (element: Element) => {
      let left = 0;
      let right = width;
      for (let at = element.parentElement; at; at = at.parentElement) {
        if (getComputedStyle(at).overflowX === 'visible') continue;
        const box = at.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      return { left, right };
    };
    const inView = (rect: DOMRect, element: Element) => {
      const { left, right } = clip(element);
      return rect.width > 0 && rect.left >= left - 1 && rect.right <= right + 1;
    };
    let inner = 0;
    for (const element of Array.from(section.querySelectorAll('*'))) {
      const overflow = getComputedStyle(element).overflowX;
      if (overflow === 'auto' || overflow === 'scroll')
        inner = Math.max(inner, element.scrollWidth - element.clientWidth);
    }
    const spills = Array.from(section.querySelectorAll('td, th'))
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => `${(cell.textContent ?? '').slice(0, 40)} (+${cell.scrollWidth - cell.clientWidth}px)`);
    const tables = Array.from(section.querySelectorAll('table'));
    const scopes = tables.length
      ? tables.flatMap((table) => Array.from(table.querySelectorAll('tbody tr')).slice(0, 1))
      : [section];
    const amounts: Measure['amounts'] = [];
    const statuses: Measure['statuses'] = [];
    for (const scope of scopes) {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(AMOUNT)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.bottom)));
          amounts.push({
            text: match[0],
            inView: inView(range.getBoundingClientRect(), node.parentElement!),
            oneLine: lines.size === 1,
          });
        }
      }
      for (const badge of Array.from(scope.querySelectorAll('[data-status]')))
        statuses.push({ text: badge.textContent ?? '', inView: inView(badge.getBoundingClientRect(), badge) });
    }
    return {
      document: document.documentElement.scrollWidth - width,
      inner,
      spills,
      amounts,
      statuses,
    };
  }, deviceWidth);
}

/** The worst sideways overflow of a page in px (0 when nothing scrolls sideways). */
const worst = (m: Measure) => Math.max(0, m.document, m.inner);

/** The demo invoice with the most lines (a package or an order), so the lines table has real content. */
async function longestInvoice(page: Page, headers: Record<string, string>) {
  const list = await page.request.get('/api/v1/company/invoices/invoice?perPage=100', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const items = ((await list.json()) as { data: { items: { id: string; kind: string }[] } }).data.items;
  const invoice = items.find((x) => x.kind === 'order') ?? items.find((x) => x.kind === 'package') ?? items[0];
  expect(invoice, 'the demo company has invoices').toBeTruthy();
  return invoice!.id;
}

/** Each money page: its path, its section, whether its first row must show a status badge and how many amounts. */
const PAGES = [
  { path: '/b2b/wallets', testId: 'wallet-page', status: false, amounts: 1 },
  { path: '/b2b/wallets/transactions', testId: 'transactions-page', status: false, amounts: 2 },
  { path: '/b2b/wallets/statement', testId: 'statement-page', status: false, amounts: 2 },
  { path: '/b2b/wallets/payments', testId: 'payments-page', status: true, amounts: 1 },
  { path: '/b2b/wallets/temp-transactions', testId: 'temp-transactions-page', status: true, amounts: 1 },
  { path: '/b2b/wallets/spending', testId: 'spending-page', status: false, amounts: 0 },
  { path: '/b2b/invoices', testId: 'invoices-page', status: true, amounts: 2 },
  // the status is in the invoice's head, the lines carry unit price, amount and VAT
  { path: '/b2b/invoices/:id', testId: 'invoice-page', status: false, amounts: 3 },
] as const;

/**
 * Opens each money page as the demo owner at `width` px: the worst sideways overflow per page, and what fails —
 * a sideways scroll (the page's or a box's within it), a cell spilling over its neighbour, a key field (status,
 * amount) of a first row off screen, an amount on two lines.
 */
async function tourMoneyPages(page: Page, language: 'ar' | 'en', width: number) {
  const { headers } = await signInDemoOwner(page);
  await useLanguage(page, language);
  const invoiceId = await longestInvoice(page, headers);
  const report: Record<string, number> = {};
  const failures: string[] = [];
  for (const entry of PAGES) {
    const path = entry.path.replace(':id', invoiceId);
    await page.goto(path);
    const section = page.getByTestId(entry.testId);
    await expect(section).toBeVisible();
    // the page's data is on screen: a row of each list, the invoice's document, the wallet's movements
    if (entry.testId === 'invoice-page') await expect(page.getByTestId('invoice-document')).toBeVisible();
    else if (entry.testId === 'wallet-page') await expect(page.getByTestId('recent-movements')).toBeVisible();
    else if (entry.testId === 'spending-page') await expect(section.locator('[data-testid]').first()).toBeVisible();
    else await expect(section.locator('tbody tr').first()).toBeVisible();
    await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/money-${width}-${language}-${entry.testId}.png`, fullPage: true });

    const m = await measure(page, entry.testId, width);
    report[entry.path] = worst(m);
    const at = `${language} ${entry.path}`;
    if (worst(m) > 0) failures.push(`${at}: ${worst(m)} px sideways (document ${m.document}, inner ${m.inner})`);
    if (m.spills.length) failures.push(`${at}: cells spill over: ${m.spills.slice(0, 3).join('; ')}`);
    if (m.amounts.length < entry.amounts)
      failures.push(`${at}: ${m.amounts.length} amounts, ${entry.amounts} expected`);
    for (const a of m.amounts) {
      if (!a.inView) failures.push(`${at}: amount ${a.text} off screen`);
      if (!a.oneLine) failures.push(`${at}: amount ${a.text} wraps`);
    }
    if (entry.status && m.statuses.length === 0) failures.push(`${at}: no status in the first row`);
    for (const s of m.statuses) if (!s.inView) failures.push(`${at}: status ${s.text} off screen`);
  }
  console.log(`money pages at ${width} px, ${language}: worst sideways overflow (px) ${JSON.stringify(report)}`);
  return failures;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  for (const language of ['ar', 'en'] as const) {
    test(`the money pages of the demo company fit a 390 px phone in ${language}`, async ({ page }) => {
      test.setTimeout(120_000);
      expect(await tourMoneyPages(page, language, PHONE.width)).toEqual([]);

      // the transfers waiting for ops read as such; the wallet's two buttons are on screen
      await page.goto('/b2b/wallets/temp-transactions');
      await expect(page.getByTestId('temp-transactions-page').locator('[data-status="pending"]').first()).toBeVisible();
      await page.goto('/b2b/wallets');
      for (const name of Object.values(BUTTONS[language])) {
        const button = page.getByRole('button', { name });
        await expect(button).toBeVisible();
        await expectWithinWidth(button, PHONE.width);
      }
      await expectNoSidewaysScroll(page, PHONE.width);

      // the status filters offer real choices only: payments say what 'none' means, invoices never have it
      const words = STATUS_FILTER[language];
      for (const [path, refused] of [
        ['/b2b/wallets/payments', 1],
        ['/b2b/invoices', 0],
      ] as const) {
        await page.goto(path);
        await page.getByRole('combobox', { name: words.label }).click();
        const options = page.getByRole('listbox').getByRole('option');
        await expect(options.first()).toBeVisible();
        await expect(options.filter({ hasText: words.none })).toHaveCount(0);
        await expect(options.filter({ hasText: words.refused })).toHaveCount(refused);
        await page.keyboard.press('Escape');
      }
    });
  }
});

// The same pages keep their tables at 1366 px, and those tables still fit.
test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  test('the money pages of the demo company keep their tables at 1366 px in Arabic', async ({ page }) => {
    test.setTimeout(120_000);
    expect(await tourMoneyPages(page, 'ar', 1366)).toEqual([]);
    await page.goto('/b2b/invoices');
    await expect(page.getByRole('columnheader', { name: 'المستحق' })).toBeVisible();
    await expect(page.getByTestId('money-card')).toHaveCount(0);
  });
});
