import type { BrowserContext, Page } from '@playwright/test';
import type { LoginInfo } from '@portal/shared/contract';
import { storedUserOf } from '@portal/shared/stored-user';

// What the shell keeps in localStorage after a sign-in: the session store's persist() of applyLoginInfo(info)
// (shared/src/session/session-store.ts), each value JSON-encoded under `b2b-portal-<name>`. sign-in.spec.ts checks
// this against what the real sign-in form stores, so the two cannot drift apart.
export function storedSession(info: LoginInfo): Record<string, string> {
  const values: Record<string, unknown> = {
    accessToken: info.token,
    userData: storedUserOf(info, null),
    // As applyLoginInfo stores it: an ops or provider account's empty role id is no role (null), which the shell's
    // login-info refresh then sends as role_id: null; an empty string there was refused with a 422 on every load.
    roleId: info.role.id || null,
    userAbilityRules: info.role.ability.length ? info.role.ability : null,
    wallet: info.wallet,
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== null)
      .map(([name, value]) => [`b2b-portal-${name}`, JSON.stringify(value)]),
  );
}

/** The session keys the shell reads, as the page holds them now (raw strings). */
export const SESSION_KEYS = ['accessToken', 'userData', 'roleId', 'userAbilityRules', 'wallet'].map(
  (name) => `b2b-portal-${name}`,
);

/**
 * Starts the browser signed in: writes the stored session before the first page of each tab runs, once per tab
 * (a sessionStorage flag), so a test that signs out stays signed out across navigations.
 */
export async function installSession(context: BrowserContext, info: LoginInfo): Promise<void> {
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-session-set')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-session-set', '1');
  }, storedSession(info));
}

/** Replaces the session of an open page (another user signs in on this browser); navigate afterwards. */
export async function switchSession(page: Page, info: LoginInfo): Promise<void> {
  await page.evaluate(
    ({ keys, entries }) => {
      for (const key of keys) localStorage.removeItem(key);
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { keys: SESSION_KEYS, entries: storedSession(info) },
  );
}
