import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { LoginInfo } from '@portal/shared/contract';
import type { ApiSession, PortalApi } from './api-fixtures';
import type { BranchInput } from './branches';
import { installSession } from './browser-session';
import { signInHeaders } from './money-ops';
import { assignAsOps, cashOrderAtNewBranch, orderOf } from './orders';
import { useLanguage } from './portal';

// The field app's browser tests (issue 30): a technician's phone with a visit to do.

export const PHONE = { width: 390, height: 844 };

/** A PNG: the camera's shot (the field app re-encodes it as a JPEG on the phone). */
export const CAMERA_SHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The company books a cash visit at a new branch, ops assign it; the provider's technician is signed in on a
 * 390 px phone (its own browser context, in English).
 */
export async function visitOnTechnicianPhone(
  portal: { page: Page; api: PortalApi; company: ApiSession; browser: Browser; request: APIRequestContext },
  branch: BranchInput,
) {
  const { page, api, company, browser, request } = portal;
  await useLanguage(page, 'en');
  const reference = await cashOrderAtNewBranch(page, api, company, branch);
  const order = await orderOf(request, company, reference);
  const provider = await assignAsOps(request, order.order.id);
  const headers = await signInHeaders(request, provider.phone);
  const me = await request.post('/api/v1/auth/user/me', { headers, data: { type: 'company' } });
  expect(me.ok(), await me.text()).toBe(true);
  const phoneContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await installSession(phoneContext, (await me.json()).data as LoginInfo);
  const phone = await phoneContext.newPage();
  await useLanguage(phone, 'en');
  return { reference, phoneContext, phone };
}
