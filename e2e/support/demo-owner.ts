import type { BrowserContext, Page } from '@playwright/test';
import { installSession } from './browser-session';
import { type PlatformSession, platformSession } from './money-ops';

/** The demo company's owner (api/src/dev/seed/seed-demo.ts), signed in once by global-setup.ts. */
export const DEMO_OWNER_PHONE = '0500000001';

/**
 * The browser starts signed in as the demo company's owner (its seeded orders, packages, branches); their login
 * info and the headers for reading the demo data through the API.
 */
export async function signInDemoOwner(page: Page, context: BrowserContext = page.context()): Promise<PlatformSession> {
  const session = await platformSession(page.request, DEMO_OWNER_PHONE);
  await installSession(context, session.login);
  return session;
}
