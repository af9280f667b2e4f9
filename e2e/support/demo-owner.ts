import type { BrowserContext, Page } from '@playwright/test';
import type { LoginInfo } from '@portal/shared/contract';
import { expect } from './api-fixtures';
import { installSession } from './browser-session';
import { signInHeaders } from './money-ops';

/** The demo company's owner (api/src/dev/seed/seed-demo.ts), signed in once by global-setup.ts. */
const DEMO_OWNER_PHONE = '0500000001';

/** The browser starts signed in as the demo company's owner (its seeded orders, packages, branches); their info. */
export async function signInDemoOwner(page: Page, context: BrowserContext): Promise<LoginInfo> {
  const token = await signInHeaders(page.request, DEMO_OWNER_PHONE);
  const me = await page.request.post('/api/v1/auth/user/me', {
    headers: token,
    data: { type: 'company', role_id: null, device_data: { type: 'web', version: '1.01', language: 'en' } },
  });
  expect(me.status(), await me.text()).toBe(200);
  const info = ((await me.json()) as { data: LoginInfo }).data;
  await installSession(context, info);
  return info;
}
