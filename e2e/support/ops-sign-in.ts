import type { APIRequestContext, Browser, BrowserContextOptions } from '@playwright/test';
import { freshOpsCode, OPS_PHONE } from './money-ops';
import { codeFromOutbox, useLanguage } from './portal';
import { refusals } from './refusals';

/**
 * The ops agent in a browser of their own (English), signed in on the portal's sign-in page with the WhatsApp
 * code; `refused` collects every 401/403 its pages get from then on.
 */
export async function opsSignsIn(browser: Browser, request: APIRequestContext, options: BrowserContextOptions = {}) {
  await freshOpsCode(request);
  const opsContext = await browser.newContext(options);
  const ops = await opsContext.newPage();
  await useLanguage(ops, 'en');
  const refused = refusals(ops);
  await ops.goto('/login');
  await ops.getByLabel('Mobile number').fill(OPS_PHONE);
  await ops.getByRole('button', { name: 'Send code' }).click();
  await ops.getByLabel('Verification code').fill(await codeFromOutbox(ops, OPS_PHONE));
  await ops.getByRole('button', { name: 'Sign in' }).click();
  return { ops, opsContext, refused };
}
