import { ROLE_TYPES, type RoleType } from '@portal/shared/contract';

type T = (key: 'roles.adminName' | `roleTypes.${RoleType}`) => string;

/**
 * A role's name as the reader sees it. Every company's Admin role is created as "Admin" and the demo's other role
 * is named after its type ("Employee"): those built-in English names are shown in the reader's language (issue
 * 14.5). A name the company typed itself is shown as typed.
 */
export function roleLabel(t: T, role: { name: string; is_admin: boolean }): string {
  if (role.is_admin) return t('roles.adminName');
  return (ROLE_TYPES as readonly string[]).includes(role.name) ? t(`roleTypes.${role.name as RoleType}`) : role.name;
}
