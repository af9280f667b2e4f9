import type { LoginInfo } from '@portal/shared/contract';
import { expect, test } from '../support/api-fixtures';
import { SESSION_KEYS, storedSession } from '../support/browser-session';
import { codeFromOutbox, onSignInDocument, registerCompanyThroughForm, useLanguage } from '../support/portal';

// The only tests that go through the real sign-up and sign-in forms; every other test gets its company and
// session from the API (support/api-fixtures.ts).

test.describe('sign-in slice', () => {
  test('a company registers, signs in with the WhatsApp code, sees the dashboard remote, switches to Arabic and signs out', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await registerCompanyThroughForm(page, 'Najd Facilities Co');

    await expect(page).toHaveURL(/\/b2b\/dashboards\/analytics$/);
    const dashboard = page.getByTestId('analytics-dashboard');
    await expect(dashboard).toBeVisible();
    await expect(dashboard.getByRole('heading', { name: 'Analytics dashboard' })).toBeVisible();
    await expect(page.getByTestId('dashboard-welcome')).toHaveText('Welcome, Sara Al-Qahtani');
    await expect(page.getByTestId('stat-members')).toContainText('1');
    // The dashboard is mounted by the remote served from its own origin.
    await expect(page.locator('[data-module="dashboard"]')).toBeVisible();

    // ONE shared instance for shell and remotes (Module Federation singleton).
    const instances = await page.evaluate(
      () => (globalThis as { __PORTAL_SHARED_INSTANCES__?: Record<string, number> }).__PORTAL_SHARED_INSTANCES__,
    );
    expect(instances).toEqual({ session: 1, i18n: 1, query: 1, ability: 1, menu: 1 });

    // What the sign-in stored is what the API fixtures put into other tests' browsers (browser-session.ts).
    const stored = await page.evaluate(
      (keys) =>
        Object.fromEntries(
          keys.flatMap((k) => (localStorage.getItem(k) === null ? [] : [[k, localStorage.getItem(k)]])),
        ),
      SESSION_KEYS,
    );
    const me = await page.request.post('/api/v1/auth/user/me', {
      headers: { authorization: `Bearer ${JSON.parse(stored['b2b-portal-accessToken'] ?? 'null')}` },
      data: { type: 'company', role_id: JSON.parse(stored['b2b-portal-roleId'] ?? 'null') },
    });
    expect(me.status()).toBe(200);
    const info = ((await me.json()) as { data: LoginInfo }).data;
    expect(Object.keys(stored).sort()).toEqual(Object.keys(storedSession(info)).sort());
    for (const [key, value] of Object.entries(storedSession(info)))
      expect(JSON.parse(stored[key] ?? 'null'), key).toEqual(JSON.parse(value));

    // A language switch in the shell re-renders the remote's strings and turns the page right-to-left.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(dashboard.getByRole('heading', { name: 'لوحة التحليلات' })).toBeVisible();
    await expect(page.getByTestId('dashboard-welcome')).toHaveText('مرحبًا، Sara Al-Qahtani');

    // Sign out from the shell's user menu: back on /login, and the session is gone.
    await page.getByRole('button', { name: 'قائمة المستخدم' }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await onSignInDocument(page);
    await page.goto('/b2b/dashboards/analytics');
    await expect(page).toHaveURL(/\/login\?to=%2Fb2b%2Fdashboards%2Fanalytics$/);
  });

  test('a returning user signs in by phone and lands on the page they asked for', async ({ page, api }) => {
    // The company registered a minute ago (through the API); its code is still unused in WhatsApp.
    const phone = await api.register('Olaya Towers', 'Fahad Al-Otaibi');

    await useLanguage(page, 'en');
    await page.goto('/b2b/orders');
    await expect(page).toHaveURL(/\/login\?to=%2Fb2b%2Forders$/);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    // A code went out less than 60 s ago: the portal asks for it and counts down to the resend.
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await codeFromOutbox(page, phone);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/b2b\/orders$/);
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  });

  test('a wrong code is refused with a clear message and no sign-in', async ({ page, api }) => {
    const phone = await api.register('Malaz Clinics');
    await useLanguage(page, 'en');
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromOutbox(page, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/code/i).filter({ hasNotText: 'Verification' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a number without an account gets the same code step, which leads a new user to registration', async ({
    page,
  }) => {
    // Issue 26.6: the API does not say whether the number has an account; the page says "if" and offers to register.
    await useLanguage(page, 'en');
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill(`059${String(Date.now()).slice(-7)}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByTestId('code-hint')).toContainText('has an account');
    await expect(page.getByTestId('code-hint')).toContainText('Register your company below');
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await page.getByRole('link', { name: 'Register your company' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an invalid phone number gets a clear field error', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Enter a Saudi mobile number such as 05XXXXXXXX')).toBeVisible();
  });
});
