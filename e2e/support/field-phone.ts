import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { type ApiSession, type PortalApi, signedInTest } from './api-fixtures';
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
async function assignedCashVisit(
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

/** The visit a field spec works on, and the phone of the provider it is assigned to (closed after the test). */
type FieldVisit = Awaited<ReturnType<typeof assignedCashVisit>> & Awaited<ReturnType<typeof openFieldPhone>>;

/**
 * The field specs' test: before it starts, a fresh company's cash visit at `visitBranch` (each spec names its own
 * with `test.use`) is booked and assigned, and the provider's phone is open on the field app's side; `visit` holds
 * both.
 */
export const fieldVisitTest = signedInTest.extend<{ visitBranch: BranchInput; visit: FieldVisit }>({
  visitBranch: [{ name: 'Field Office', code: 'FLD-1', type: 'Office', area: 'Al Malaz' }, { option: true }],
  visit: async ({ page, api, company, request, browser, visitBranch }, use, testInfo) => {
    const assigned = await assignedCashVisit(page, { api, company, request }, visitBranch);
    const field = await openFieldPhone(browser, request, assigned.provider.phone);
    // Playwright's trace and failure screenshots already cover the phone's context; what they do not keep is a short
    // list of what the phone sent and was refused, which tells a click that never registered from a refused call.
    const log = phoneLog(field.phone);
    await use({ ...assigned, ...field });
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('phone log', { body: log.join('\n'), contentType: 'text/plain' });
    await field.context.close();
  },
});

/** A phone signed in as the provider account `phoneNumber`, in English, watching for refused calls. */
async function openFieldPhone(browser: Browser, request: APIRequestContext, phoneNumber: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const info = await platformLoginInfo(request, phoneNumber);
  await installSession(context, info);
  const phone = await context.newPage();
  await useLanguage(phone, 'en');
  return { context, phone, refused: refusals(phone), info };
}

/** What the phone said: its console, and every API answer other than a success, with the call's key. */
function phoneLog(phone: Page): string[] {
  const log: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  phone.on('console', (message) => log.push(`${at()} console.${message.type()}: ${message.text()}`));
  phone.on('requestfailed', (request) =>
    log.push(`${at()} failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  phone.on('response', (response) => {
    const request = response.request();
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (request.method() !== 'GET' || response.status() >= 400)
      log.push(
        `${at()} ${request.method()} ${response.url()} ${response.status()} key=${request.headers()['idempotency-key'] ?? '-'}`,
      );
  });
  return log;
}

/** Takes a "before" or "after" photo on the visit screen (the camera input receives the shot). */
export const takePhoto = (screen: Locator, stage: 'before' | 'after') =>
  screen
    .getByTestId(`photos-${stage}`)
    .locator('input[type="file"]')
    .setInputFiles({ name: `${stage}.png`, mimeType: 'image/png', buffer: SHOT });
