import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { freshPhone, toE164 } from './phones';

/** Reads the code the API "sent" from the development outbox, as a tester would read WhatsApp. */
export async function codeFromOutbox(page: Page | APIRequestContext, phone: string): Promise<string> {
  const request = 'request' in page ? page.request : page;
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox?phone=${encodeURIComponent(toE164(phone))}`);
      if (!response.ok()) return '';
      code = ((await response.json()) as { data: { code: string } }).data.code;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/**
 * /login is its own document (ADR 0022): when the portal goes there, it changes the address, then reloads to get that
 * document. Waits for the sign-in document itself, so the next navigation does not cut that reload short.
 */
export async function onSignInDocument(page: Page): Promise<void> {
  await expect(page.locator('script[src*="/static/sign-in/"]').first()).toBeAttached();
}

export async function useLanguage(page: Page, language: 'ar' | 'en' | 'fr'): Promise<void> {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('b2b-portal-language', JSON.stringify(lang));
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

/**
 * Registers a new company through the sign-up form and signs its owner in; ends on the dashboard. Only the
 * sign-up test uses it: every other test gets its company from the API (api-fixtures.ts).
 */
export async function registerCompanyThroughForm(
  page: Page,
  company = 'Najd Facilities Co',
): Promise<{ phone: string }> {
  const phone = freshPhone();
  await page.goto('/register');
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Owner name').fill('Sara Al-Qahtani');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Email').fill(`owner+${phone}@example.com`);
  await page.getByRole('button', { name: 'Register' }).click();
  const code = await codeFromOutbox(page, phone);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { phone };
}
