import type { TypedT } from '@portal/shared';
import type { AuditEvent } from '@portal/shared/contract';
import type { en } from '../i18n/en';
import { grantLabel } from '../roles/role-permissions';

/** One readable line of a change: "field: old → new" (old absent for an addition, new absent for a removal). */
export type ChangeLine = { field: string; from?: string; to?: string };

type T = TypedT<typeof en>;
const FIELD_LABELS: Record<string, Parameters<T>[0]> = {
  full_name: 'members.fullName',
  username: 'members.username',
  email: 'members.email',
  role_id: 'members.role',
  role_type: 'members.roleType',
  branch_ids: 'members.branches',
  expires_on: 'members.expiresOn',
  name: 'roles.name',
  type: 'roles.type',
  permissions: 'roles.permissions',
  invited: 'audit.fields.invited',
  status: 'audit.fields.status',
  granted: 'audit.fields.granted',
  revoked: 'audit.fields.revoked',
  moved_users: 'audit.fields.movedUsers',
  moved_to: 'audit.fields.movedTo',
};

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'from' in value && 'to' in value;

/**
 * The change of an audit event in words (issue 14.4): localized field labels, role and branch names instead of
 * ids, role types and permissions in the role editor's words, never raw JSON.
 */
export function auditChangeLines(event: AuditEvent, t: T, formatValue: (date: string) => string): ChangeLine[] {
  const removal = event.action.endsWith('.deleted');
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'role_id' || field === 'moved_to') {
      if (value && typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name);
      return event.names[String(value)] ?? t('audit.deletedRecord');
    }
    if (field === 'branch_ids' && Array.isArray(value)) {
      return value.length
        ? value.map((id) => event.names[String(id)] ?? t('audit.deletedRecord')).join('، ')
        : t('members.allBranches');
    }
    if (field === 'role_type' || field === 'type') return t(`roleTypes.${String(value)}` as never);
    if (field === 'permissions' || field === 'granted' || field === 'revoked') {
      const rules = Array.isArray(value) ? value.map(String) : [];
      return rules.length ? rules.map(ruleInWords).join('، ') : '—';
    }
    if (field === 'expires_on') return formatValue(String(value));
    if (field === 'status') return t(`audit.statuses.${String(value)}` as never, { defaultValue: String(value) });
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    return String(value);
  };
  const ruleInWords = (rule: string) => {
    const [action = '', subject = ''] = rule.split(' ');
    const module = t(`roleEditor.modules.${subject}` as never, { defaultValue: subject }) as string;
    return `${module}: ${grantLabel(t, action, subject)}`;
  };

  return Object.entries(event.changes).map(([field, value]) => {
    const label = FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field;
    if (isChange(value)) return { field: label, from: show(field, value.from), to: show(field, value.to) };
    return removal ? { field: label, from: show(field, value) } : { field: label, to: show(field, value) };
  });
}
