import type { StoredUser } from '@portal/shared';

type T = (key: 'account.builtInRoles.Admin' | 'account.builtInRoles.Employee') => string;

/**
 * The signed-in user's role as the profile and access pages show it: the Admin role, and the demo's "Employee",
 * are stored under English names, so they are shown in the reader's language (issue 14.5); other names as typed.
 */
export function roleTitle(t: T, user: Pick<StoredUser, 'role' | 'is_admin'>): string {
  if (user.is_admin) return t('account.builtInRoles.Admin');
  return user.role === 'Employee' ? t('account.builtInRoles.Employee') : user.role;
}
