import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { installSession } from './browser-session';
import { opsLoginInfo } from './money-ops';
import { useLanguage } from './portal';

/**
 * The ops agent's browser beside the company's: a context of its own started signed in as the demo ops (the token
 * global-setup.ts signed in once), in English. Close it with `page.context().close()`.
 */
export async function opsBrowserPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext();
  await installSession(context, await opsLoginInfo(request));
  const ops = await context.newPage();
  await useLanguage(ops, 'en');
  return ops;
}
