import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { PlatformSettings } from '@portal/shared/contract';
import { expect, signedInTest as test } from '../support/api-fixtures';
import { opsHeaders } from '../support/money-ops';
import { opsBrowserPage } from '../support/ops-browser';
import { useLanguage } from '../support/portal';

// Issue 27.7: an admin changes the support phone in the console's settings form (the contract's checks in the
// browser: a wrong VAT number is refused under its field); the company's /settings and the public help center then
// show the new number. The platform settings are global: this spec runs in the global-state project (alone), and
// puts the seed's phone back afterwards for the specs and runs that read it.

async function currentSettings(request: APIRequestContext): Promise<PlatformSettings> {
  const answer = await request.get('/api/v1/ops/settings', { headers: await opsHeaders(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: PlatformSettings }).data;
}

/** Saves the support phone through the API (the restore after the test), from the current version. */
async function restorePhone(request: APIRequestContext, phone: string) {
  const now = await currentSettings(request);
  const seller = now.seller!;
  const support = now.support!;
  const body = {
    version: now.version,
    seller: {
      name_ar: seller.name.ar,
      name_en: seller.name.en,
      vat_number: seller.vat_number,
      cr_number: seller.cr_number,
      address: {
        building_number: seller.address.building_number,
        street_ar: seller.address.street.ar,
        street_en: seller.address.street.en,
        district_ar: seller.address.district.ar,
        district_en: seller.address.district.en,
        city_ar: seller.address.city.ar,
        city_en: seller.address.city.en,
        postal_code: seller.address.postal_code,
        additional_number: seller.address.additional_number,
      },
    },
    support: {
      phone,
      whatsapp: support.whatsapp,
      email: support.email,
      hours_ar: support.hours.ar,
      hours_en: support.hours.en,
      hours_fr: support.hours.fr,
    },
    quotation_auto_approve_max: now.quotation_auto_approve_max,
    transfer_overdue_hours: now.transfer_overdue_hours,
  };
  const saved = await request.put('/api/v1/ops/settings', {
    headers: { ...(await opsHeaders(request)), 'Idempotency-Key': randomUUID() },
    data: body,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('an admin changes the support phone in the console; the company and the public pages show it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const before = await currentSettings(request);
  const previousPhone = before.support?.phone ?? '920033712';
  // A unified number (9200 + 5 digits) no earlier run left there.
  const phone = `9200${String(Date.now()).slice(-5)}`;

  const ops = await opsBrowserPage(browser, request);
  try {
    await ops.goto('/ops/settings');
    const form = ops.getByTestId('ops-settings-form');
    await expect(form.getByRole('textbox', { name: /^Support phone/ })).toHaveValue(previousPhone);
    await expect(ops).toHaveTitle(/^Platform settings · /);

    // The contract's check in the browser: a VAT number that is not 15 digits starting and ending with 3.
    const vat = form.getByRole('textbox', { name: /^VAT number/ });
    const vatNumber = await vat.inputValue();
    await vat.fill('123456');
    await form.getByRole('button', { name: 'Save the settings' }).click();
    await expect(form.getByText('The VAT number must be 15 digits, starting and ending with 3')).toBeVisible();
    await vat.fill(vatNumber);

    await form.getByRole('textbox', { name: /^Support phone/ }).fill(phone);
    await form.getByRole('button', { name: 'Save the settings' }).click();
    await expect(ops.getByTestId('settings-version')).toContainText(`Version ${before.version + 1}, saved by`);

    // The company's settings page, and the public help center without signing in.
    await useLanguage(page, 'en');
    await page.goto('/settings');
    const contacts = page.getByTestId('support-contacts');
    await expect(contacts.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await useLanguage(visitor, 'en');
    await visitor.goto('/help-center');
    await expect(visitor.getByTestId('public-support-contacts').getByRole('link', { name: phone })).toBeVisible();
    await visitorContext.close();

    // The save is in the audit log, readable in the console.
    await ops.goto('/ops/audit?action=settings.update');
    await expect(ops.getByRole('cell', { name: 'Platform settings saved' }).first()).toBeVisible();
  } finally {
    await restorePhone(request, previousPhone);
    await ops.context().close();
  }
});
