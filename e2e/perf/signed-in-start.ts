import type { Browser, Page } from '@playwright/test';
import { installSession } from '../support/browser-session';
import { DEMO_OWNER_PHONE } from '../support/demo-owner';
import { platformLoginInfo } from '../support/money-ops';

// The start of a signed-in page as the perf specs watch it: the seeded demo owner's session in a fresh browser
// context (cold caches), and `window.__shownAt` set when the page's remote shows its content.

/** PROFILE_PAGE=/b2b/orders profiles another page; its module is the path's second part (dashboards → dashboard). */
export const PAGE = process.env.PROFILE_PAGE ?? '/b2b/dashboards/analytics';
export const MODULE =
  process.env.PROFILE_MODULE ?? (PAGE.split('/')[2] === 'dashboards' ? 'dashboard' : PAGE.split('/')[2]);

/** A fresh context signed in as the demo owner, and its page (not navigated yet: tracing may start first). */
export async function signedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  await installSession(context, await platformLoginInfo(context.request, DEMO_OWNER_PHONE));
  const page = await context.newPage();
  await page.addInitScript((module) => {
    new MutationObserver((_, observer) => {
      const outlet = document.querySelector<HTMLElement>(`[data-module="${module}"]`);
      if (outlet?.querySelector('h1, h2, table, [data-testid], [role="grid"]')) {
        (window as unknown as { __shownAt: number }).__shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  }, MODULE);
  return page;
}

/** Opens PAGE and waits for its remote's content: when it showed (ms after navigation start). */
export async function openUntilShown(page: Page): Promise<number> {
  await page.goto(PAGE, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt, null, {
    timeout: 60_000,
    polling: 500,
  });
  return page.evaluate(() => (window as unknown as { __shownAt: number }).__shownAt);
}
