import type { Page } from '@playwright/test';
import { type ApiSession, expect, type PortalApi, test } from '../support/api-fixtures';
import { switchSession } from '../support/browser-session';
import { freshPhone } from '../support/phones';
import { useLanguage } from '../support/portal';

// Issue 32.1 (ADR 0071, 0072) as a member limited to one module: the company's account pages (contract, services,
// products, shifts) are read with `read ops_companies` in its company meaning. A member whose role holds exactly that
// rule reads the four pages and no call of theirs is refused; a member of the same company without it (orders only)
// gets the "not authorized" page for each, and the pages' endpoints are never asked (the UI never calls what the
// role forbids), nor are the pages offered in the navigation.

const PAGES = [
  { path: '/b2b/account/contracts', testId: 'contract-page', endpoint: '/company/contract' },
  { path: '/b2b/account/services', testId: 'company-services-page', endpoint: '/company/service' },
  { path: '/b2b/account/products', testId: 'company-products-page', endpoint: '/company/product' },
  { path: '/b2b/account/shifts', testId: 'shifts-page', endpoint: '/company/shift' },
] as const;

async function memberWith(
  api: PortalApi,
  owner: ApiSession,
  rule: { action: string; subject: string },
): Promise<ApiSession> {
  const role = await api.createRole(owner, `Only ${rule.action} ${rule.subject}`, [rule as never]);
  const phone = freshPhone();
  await api.addUser(owner, {
    phone,
    full_name: `Member ${rule.subject}`,
    username: `acct${phone.slice(-6)}`,
    role_id: role.id,
    role_type: 'Employee',
  });
  const member = await api.signIn(phone);
  expect(member.info.role.ability).toEqual([rule]);
  return member;
}

/** The API calls of the page to the account endpoints, and every API answer 403. */
function watch(page: Page) {
  const asked: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (PAGES.some((entry) => path.startsWith(`/api/v1${entry.endpoint}`))) asked.push(path);
  });
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/'))
      refused.push(`${response.request().method()} ${response.url()}`);
  });
  return { asked, refused };
}

test('the account pages: read with the account rule alone, refused (and never asked) without it', async ({
  browser,
  api,
}) => {
  test.setTimeout(180_000);
  const owner = await api.registerCompany(`Account Rule Co ${Date.now() % 1_000_000}`);
  const reader = await memberWith(api, owner, { action: 'read', subject: 'ops_companies' });
  const ordersOnly = await memberWith(api, owner, { action: 'read', subject: 'b2b_orders' });

  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'en');
  await page.goto('/favicon.svg');
  const { asked, refused } = watch(page);

  await switchSession(page, reader.info);
  for (const entry of PAGES) {
    await page.goto(entry.path);
    await expect(page.getByTestId(entry.testId), entry.path).toBeVisible();
    await expect(page.getByTestId('not-authorized')).toHaveCount(0);
  }
  expect(new Set(asked.map((path) => PAGES.find((entry) => path.includes(entry.endpoint))?.path)).size).toBe(4);
  expect(refused).toEqual([]);
  // The navigation offers the price list, the contract and the shifts.
  for (const path of ['/b2b/account/services', '/b2b/account/contracts', '/b2b/account/shifts'])
    await expect(page.locator(`a[href="${path}"]`).first(), path).toBeAttached();

  asked.length = 0;
  await switchSession(page, ordersOnly.info);
  for (const entry of PAGES) {
    await page.goto(entry.path);
    await expect(page.getByTestId('not-authorized'), entry.path).toBeVisible();
    await expect(page.getByTestId(entry.testId)).toHaveCount(0);
    expect(new URL(page.url()).pathname, 'stays signed in').toBe(entry.path);
  }
  // Nor are they offered: no link to them anywhere on the page.
  for (const entry of PAGES) await expect(page.locator(`a[href="${entry.path}"]`)).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(refused).toEqual([]);
  await page.context().close();
});
