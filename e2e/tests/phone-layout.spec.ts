import type { Locator, Page } from '@playwright/test';
import { expect, test as guestTest, signedInTest as test } from '../support/api-fixtures';
import {
  cardRecharge,
  expectNoSidewaysScroll,
  expectWithinWidth,
  openInApp,
  scrollTablesToEnd,
} from '../support/phone-layout';
import { codeFromOutbox, onSignInDocument, useLanguage } from '../support/portal';
import { createQuotation, malazOfficeQuotation } from '../support/quotations';
import { saveScreenshot } from '../support/screenshots';

// Issue 14 item 1: a 390 × 844 phone (and a 768 px tablet) in Arabic (RTL) and English (LTR). The header keeps
// icons only, the menu drawer fits, and no signed-in list page scrolls sideways: wide tables scroll inside their
// own box with the first column and the row actions pinned in view. One page load per language: the tour moves
// through the app's own router.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

// A touch phone as Chromium emulates it: content wider than the device widens the layout viewport (and so
// `innerWidth`), which is why the checks compare with the device's width.
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
guestTest.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/**
 * Every list page of the remotes (orders excepted: its pages are being built), its section's test id and what
 * its first row shows with the data below: nothing (empty list), a row, or a row with actions.
 */
const LIST_PAGES = [
  ['/b2b/branches', 'branches-page', 'actions'],
  ['/b2b/units', 'units-page', 'empty'],
  ['/b2b/users/list', 'users-page', 'actions'],
  ['/b2b/roles', 'roles-page', 'row'],
  ['/b2b/residents', 'residents-page', 'empty'],
  ['/b2b/users/audit', 'audit-page', 'empty'],
  ['/b2b/wallets/transactions', 'transactions-page', 'row'],
  // a card per payment at 390 px (issue 28.1): its Refresh button is in the card, not a pinned column
  ['/b2b/wallets/payments', 'payments-page', 'card-actions'],
  ['/b2b/wallets/temp-transactions', 'temp-transactions-page', 'empty'],
  ['/b2b/invoices', 'invoices-page', 'row'],
  ['/b2b/packages', 'packages-page', 'empty'],
  ['/b2b/packages/quotations', 'quotations-page', 'row'],
] as const;

const LABELS = {
  ar: { menu: 'فتح القائمة', nav: 'التنقل الرئيسي', search: 'البحث في الصفحات', user: 'قائمة المستخدم' },
  en: { menu: 'Open menu', nav: 'Main navigation', search: 'Search pages', user: 'User menu' },
} as const;

/** Header: icons only (search named by its label, no "Ctrl K", the user menu an avatar); the drawer fits. */
async function expectCompactHeader(page: Page, language: 'ar' | 'en', width: number) {
  const labels = LABELS[language];
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: labels.search })).toBeVisible();
  await expect(header.getByRole('button', { name: labels.search })).toHaveText('');
  await expect(header).not.toContainText('Ctrl K');
  await expect(header.getByRole('button', { name: new RegExp(labels.user) })).toHaveText('');
  await expectWithinWidth(header, width);

  await header.getByRole('button', { name: labels.menu }).click();
  const drawer = page.getByRole('navigation', { name: labels.nav });
  await expect(drawer).toBeVisible();
  await expectWithinWidth(drawer, width);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

for (const language of ['ar', 'en'] as const) {
  test(`a phone in ${language}: compact header, drawer inside the screen, list pages without sideways scroll, row actions in view`, async ({
    page,
    api,
    company,
    request,
  }) => {
    test.setTimeout(150_000);
    // Rows for the lists: a branch, a quotation, a paid card recharge (payment, transaction, invoice) and an
    // unpaid one (its row offers Refresh). The users and roles lists have the owner and the Admin role.
    await createQuotation(request, company, await malazOfficeQuotation(api, request, company));
    await cardRecharge(request, company, 150_000, true);
    await cardRecharge(request, company, 20_000, false);

    await useLanguage(page, language);
    await page.setViewportSize(TABLET);
    await page.goto('/b2b/branches');
    await expect(page.getByTestId('branches-page')).toBeVisible();
    await expectCompactHeader(page, language, TABLET.width);
    await expectNoSidewaysScroll(page, TABLET.width);
    await saveScreenshot(page, `phone-layout-768-${language}-branches`);

    await page.setViewportSize(PHONE);
    await expectCompactHeader(page, language, PHONE.width);

    for (const [path, testId, shows] of LIST_PAGES) {
      await openInApp(page, path);
      const section = page.getByTestId(testId);
      await expect(section.getByRole('heading', { level: 1 })).toBeVisible();
      const table = section.getByRole('table');
      const firstRow = table.locator('tbody tr').first();
      if (shows === 'empty') await expect(table).toHaveAttribute('aria-busy', 'false');
      else await expect(firstRow).toBeVisible();
      await expectNoSidewaysScroll(page, PHONE.width);
      await scrollTablesToEnd(page);
      await expectNoSidewaysScroll(page, PHONE.width);
      // Pinned: with the table scrolled to its end, the row's first cell and every action button are fully seen.
      if (shows !== 'empty') await expect(firstRow.locator('td').first()).toBeInViewport({ ratio: 1 });
      if (shows === 'actions' || shows === 'card-actions') {
        const buttons = (shows === 'actions' ? firstRow.locator('[data-pinned="end"]') : firstRow).getByRole('button');
        await expect(buttons.first()).toBeVisible();
        for (const button of await buttons.all()) await expect(button).toBeInViewport({ ratio: 1 });
      }
      await saveScreenshot(page, `phone-layout-390-${language}-${testId}`);
    }
  });
}

/** Fully on the phone's screen: in the viewport, and inside the device's width (see `expectNoSidewaysScroll`). */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  await expectWithinWidth(locator, PHONE.width);
}

/** /login is its own pre-rendered document (decision 0022): its form works once React has hydrated the markup. */
async function signInPageHydrated(page: Page) {
  await onSignInDocument(page);
  await expect
    .poll(() =>
      page
        .locator('input[name="phone"], input[name="code"]')
        .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/** The sign-in page's step fits the phone: no sideways scroll, its field, submit button and language switch seen. */
async function expectSignInStepFits(page: Page, field: 'phone' | 'code', language: 'ar' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expectNoSidewaysScroll(page, PHONE.width);
  // The card keeps the page's 24 px margins on both sides: nothing in it is wider than the phone leaves it.
  const card = await page.locator('main > div').first().boundingBox();
  if (!card) throw new Error('the sign-in card is not on the page');
  expect([card.x, PHONE.width - card.x - card.width], "the card's margins").toEqual([24, 24]);
  await expectOnScreen(page.locator(`input[name="${field}"]`));
  await expectOnScreen(page.locator('button[type="submit"]'));
  await expectOnScreen(page.getByRole('button', { name: language === 'ar' ? /اللغة/ : /Language/ }));
  await saveScreenshot(page, `phone-layout-390-${language}-login-${field}`);
}

guestTest(
  'the sign-in page on a phone, in Arabic then English: on screen, and signs in through the code step',
  async ({ page, api }) => {
    const phone = await api.register('Olaya Phone Clinics');
    await page.goto('/login');
    await signInPageHydrated(page);
    await expectSignInStepFits(page, 'phone', 'ar');
    await page.locator('input[name="phone"]').fill(phone);
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('input[name="code"]')).toBeVisible();
    await expectSignInStepFits(page, 'code', 'ar');
    await expectOnScreen(page.getByRole('button', { name: 'تغيير الرقم' }));

    // English through the page's own switch (its menu is loaded on first use), then the same phone again: the code
    // sent a moment ago is still valid, so the page goes on to the code step.
    await page.getByRole('button', { name: 'تغيير الرقم' }).click();
    await page.getByRole('button', { name: /اللغة/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expectSignInStepFits(page, 'phone', 'en');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await expectSignInStepFits(page, 'code', 'en');
    await expectOnScreen(page.getByRole('button', { name: 'Change number' }));
    await page.getByLabel('Verification code').fill(await codeFromOutbox(page, phone));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expectNoSidewaysScroll(page, PHONE.width);
  },
);
