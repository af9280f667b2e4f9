import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { ApiSession, PortalApi } from './api-fixtures';
import type { BranchInput } from './branches';
import { installSession } from './browser-session';
import { platformLoginInfo } from './money-ops';
import { assignAsOps, cashOrderAtNewBranch, orderOf } from './orders';
import { useLanguage } from './portal';
import { refusals } from './refusals';

// The technician's phone in the field app specs (issue 30): a 390 px touch screen signed in as a provider account,
// and the camera's shot its photo inputs receive.

export const PHONE = { width: 390, height: 844 };

/** A PNG: the camera's shot (the app re-encodes it as a JPEG before sending). */
const SHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The company (its owner's `page`, in English) books a cash visit at a new branch; ops confirm it and assign it. */
export async function assignedCashVisit(
  page: Page,
  at: { api: PortalApi; company: ApiSession; request: APIRequestContext },
  branch: BranchInput,
) {
  await useLanguage(page, 'en');
  const reference = await cashOrderAtNewBranch(page, at.api, at.company, branch);
  const order = await orderOf(at.request, at.company, reference);
  const provider = await assignAsOps(at.request, order.order.id);
  return { reference, order, provider };
}

/** A phone signed in as the provider account `phoneNumber`, in English, watching for refused calls. */
export async function openFieldPhone(browser: Browser, request: APIRequestContext, phoneNumber: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await installSession(context, await platformLoginInfo(request, phoneNumber));
  const phone = await context.newPage();
  await useLanguage(phone, 'en');
  return { context, phone, refused: refusals(phone) };
}

/** Takes a "before" or "after" photo on the visit screen (the camera input receives the shot). */
export const takePhoto = (screen: Locator, stage: 'before' | 'after') =>
  screen
    .getByTestId(`photos-${stage}`)
    .locator('input[type="file"]')
    .setInputFiles({ name: `${stage}.png`, mimeType: 'image/png', buffer: SHOT });
