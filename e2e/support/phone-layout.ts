import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { CardRechargeResult, LoginInfo } from '@portal/shared/contract';

// Helpers of the phone layout spec: money rows through the API (card recharges on the test gateway, no browser
// round trip), in-app navigation without a page load, and the measures a 390 px phone needs.

type Session = { info: LoginInfo };

const headers = (as: Session) => ({ lang: 'en', authorization: `Bearer ${as.info.token}`, 'Role-Id': as.info.role.id });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${body}`).toBe(true);
  return (JSON.parse(body) as { data: T }).data;
}

/**
 * A card recharge of `halalas` as the wallet's dialog starts it; `pay` completes it on the test gateway (as its
 * hosted page does): a paid payment, a wallet transaction and an invoice. Unpaid it stays "initiated", the state
 * whose row offers the Refresh action.
 */
export async function cardRecharge(request: APIRequestContext, as: Session, halalas: number, pay: boolean) {
  const started = await data<CardRechargeResult>(
    await request.post('/api/v1/company/wallets/walletPayment', {
      headers: { ...headers(as), 'Idempotency-Key': randomUUID() },
      data: { amount: halalas },
    }),
    'card recharge',
  );
  if (!pay) return;
  const session = new URL(started.redirect_url, 'http://portal').searchParams.get('session');
  await data<unknown>(
    await request.post(`/api/v1/public/test-gateway/sessions/${session}/complete`, {
      headers: { lang: 'en', 'Idempotency-Key': randomUUID() },
      data: { outcome: 'success' },
    }),
    'test gateway payment',
  );
}

/** Opens `path` inside the running app (the router follows history), so a tour of pages costs one page load. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-page-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The router renders the next page in a transition: while its lazy chunk loads, the page left stays on screen
  // with its heading (and the tab title of the next page may already be set). Wait for the next page's heading; a
  // route of the same page component keeps its heading element, so after 2 s it is taken as drawn.
  await page
    .waitForFunction(
      () => {
        const heading = document.querySelector('main h1');
        return heading !== null && !heading.hasAttribute('data-page-left');
      },
      null,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/** The page does not scroll sideways: the document is no wider than the device (not `innerWidth`, see issue 14). */
export async function expectNoSidewaysScroll(page: Page, deviceWidth: number) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `document width at ${page.url()}`).toBeLessThanOrEqual(deviceWidth);
}

/** The box of `locator` comes to lie within the device's width (a drawer once it has slid in). */
export async function expectWithinWidth(locator: Locator, deviceWidth: number) {
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box ? { left: box.x >= -0.5, right: box.x + box.width <= deviceWidth + 0.5 } : null;
    })
    .toEqual({ left: true, right: true });
}

/**
 * Scrolls every table of the page to its far end (the inline end, whatever the direction): the first and the
 * actions columns are pinned, so they must still be in view afterwards.
 */
export async function scrollTablesToEnd(page: Page) {
  await page.evaluate(() => {
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const box = table.parentElement;
      if (!box) continue;
      const rtl = getComputedStyle(box).direction === 'rtl';
      box.scrollLeft = rtl ? -box.scrollWidth : box.scrollWidth;
    }
  });
}
