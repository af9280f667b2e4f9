import type { AbilityRule, LoginInfo } from '@portal/contract';

/** A complete login-info answer for tests that need a signed-in session. */
export function loginInfoFixture(
  overrides: { token?: string; roleId?: string; ability?: AbilityRule[] } = {},
): LoginInfo {
  return {
    user: { id: 'u-1', name: 'Sara', phone: '+966500000001', email: null, img_url: null },
    token: overrides.token ?? 'token-123',
    role: {
      id: overrides.roleId ?? 'role-7',
      company: { id: 'c-1', name: { ar: 'شركة', en: 'Company' }, logo_url: null },
      role: { title: 'Admin' },
      is_admin: true,
      ability: overrides.ability ?? [{ action: 'manage', subject: 'all' }],
    },
    wallet: { balance: 0, credit_line: 0, currency: 'SAR' },
  };
}
