import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { openWallet, toast } from '../support/money';
import { opsBrowserPage } from '../support/ops-browser';
import { useLanguage } from '../support/portal';

// Issue 27.6: the companies of the operations console. Ops change a company's credit line in the browser with a
// reason and the company's open wallet page shows the new limit without a reload (event stream); ops suspend a
// company: its signed-in user is refused with a clear message, a new sign-in is refused at the code step, and
// reinstating gives the access back.

/** Ops find the company in the directory by name and open its page. */
async function openCompany(ops: Page, name: string) {
  await ops.goto('/ops/companies');
  await expect(ops.getByTestId('ops-companies-page')).toBeVisible();
  await ops.getByRole('searchbox').fill(name);
  // Clicked at once, inside the search's 300 ms debounce: the late search must not take the user back to the list.
  await ops.getByRole('link', { name: `Open ${name}` }).click();
  await expect(ops.getByTestId('ops-company-page')).toBeVisible();
  await expect(ops.getByRole('heading', { level: 1, name })).toBeVisible();
}

const unique = `${Date.now() % 1_000_000}`;

test.describe('operations console: a credit line', () => {
  const name = `Ops Credit Co ${unique}`;
  test.use({ companyName: name });

  test('ops set the credit line with a reason; the company sees the new limit live on its wallet', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'en');
    await openWallet(page);
    const credit = page.getByTestId('wallet-credit-line');
    await expect(credit).toContainText('No credit line');

    const ops = await opsBrowserPage(browser, page.request);
    await openCompany(ops, name);
    await ops.getByTestId('set-credit-line').click();
    const dialog = ops.getByTestId('credit-line-dialog');
    await dialog.getByRole('textbox', { name: /Credit limit/ }).fill('7500');
    // A reason is required: nothing is sent without it.
    await dialog.getByRole('button', { name: 'Set the credit line' }).click();
    await expect(dialog).toContainText('Write the reason.');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Framework contract signed for 2027');
    const sent = ops.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/credit-line'));
    await dialog.getByRole('button', { name: 'Set the credit line' }).click();
    const request = await sent;
    expect(request.headers()['idempotency-key']).toBeTruthy();
    expect(request.postDataJSON()).toEqual({ limit: 750_000, reason: 'Framework contract signed for 2027' });
    await expect(toast(ops, 'Credit line updated: the company sees it now.')).toBeVisible();
    await expect(ops.getByTestId('company-wallet')).toContainText('SAR 7,500.00');

    // The company's open wallet page, without a reload (WALLET_CHANGED on the event stream).
    await expect(credit.locator('[data-amount="750000"]').first()).toBeVisible();
    await expect(credit).toContainText('SAR 7,500.00');
    await ops.context().close();
  });
});

test.describe('operations console: suspending a company', () => {
  const name = `Ops Suspended Co ${unique}`;
  test.use({ companyName: name });

  test('its signed-in user is refused with a clear message, so is a new sign-in; reinstating restores access', async ({
    page,
    browser,
    company,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'en');
    await openWallet(page);

    const ops = await opsBrowserPage(browser, page.request);
    await openCompany(ops, name);
    await ops.getByRole('button', { name: 'Suspend' }).click();
    const dialog = ops.getByTestId('company-decision-dialog');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Unpaid invoices for 90 days');
    await dialog.getByRole('button', { name: 'Suspend the company' }).click();
    await expect(toast(ops, 'Company suspended.')).toBeVisible();
    await expect(ops.getByTestId('company-status')).toHaveText('Suspended');
    await expect(ops.getByTestId('company-suspension')).toContainText('Unpaid invoices for 90 days');

    // The signed-in user, at their next request.
    const suspended = /Your company's account has been suspended by the platform/;
    await page.reload();
    await expect(page.getByText(suspended).first()).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveCount(0);

    // Another device: refused already at the sign-in code step, with the reason.
    const other = await browser.newContext();
    const signIn = await other.newPage();
    await useLanguage(signIn, 'en');
    await signIn.goto('/login');
    await signIn.getByLabel('Mobile number').fill(`0${company.phone.slice(-9)}`);
    await signIn.getByRole('button', { name: 'Send code' }).click();
    await expect(signIn.getByText(/suspended by the platform, so you cannot sign in/)).toBeVisible();
    await expect(signIn.getByLabel('Verification code')).toHaveCount(0);
    await other.close();

    // Reinstated: the same session works again.
    await ops.getByRole('button', { name: 'Reinstate' }).click();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Paid in full');
    await dialog.getByRole('button', { name: 'Reinstate the company' }).click();
    await expect(toast(ops, 'Company reinstated.')).toBeVisible();
    await expect(ops.getByTestId('company-status')).toHaveText('Active');
    await openWallet(page);
    await ops.context().close();
  });
});
