import { i18n, registerTranslations, type TypedT } from '@portal/shared';
import type { AuditEvent } from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { auditChangeLines } from './audit-changes';

registerTranslations('users', { ar, en, fr });
const ROLE = '7d1e5c1a-0000-4000-8000-000000000001';
const OLD_ROLE = '7d1e5c1a-0000-4000-8000-000000000002';
const BRANCH = '7d1e5c1a-0000-4000-8000-000000000003';
const event = (action: string, changes: Record<string, unknown>, names: Record<string, string> = {}): AuditEvent => ({
  id: '1',
  action,
  actor: { id: null, name: 'Sara' },
  target: { type: 'user', id: null, label: 'Omar (0551234567)' },
  changes,
  names,
  created_at: '2026-01-01T00:00:00Z',
});
const lines = (e: AuditEvent, language = 'en') =>
  auditChangeLines(e, i18n.getFixedT(language, 'users') as unknown as TypedT<typeof en>, (d) => d);

describe('audit changes in words (issue 14.4)', () => {
  it('shows an edit as field: old → new with localized labels and names instead of ids', () => {
    const edited = event(
      'user.updated',
      {
        username: { from: 'omar1', to: 'omar' },
        role_id: { from: OLD_ROLE, to: ROLE },
        role_type: { from: 'Employee', to: 'Leader' },
        branch_ids: { from: [], to: [BRANCH] },
      },
      { [ROLE]: 'Clerk', [OLD_ROLE]: 'Viewer', [BRANCH]: 'Olaya tower' },
    );
    expect(lines(edited)).toEqual([
      { field: 'Username', from: 'omar1', to: 'omar' },
      { field: 'Role', from: 'Viewer', to: 'Clerk' },
      { field: 'Role type', from: 'Employee', to: 'Leader' },
      { field: 'Branches', from: 'All branches', to: 'Olaya tower' },
    ]);
    expect(lines(edited, 'ar')[0]?.field).toBe('اسم المستخدم');
    expect(JSON.stringify(lines(edited))).not.toContain(ROLE);
  });

  it('shows permissions in the role editor words, an addition as new values and a removal as old ones', () => {
    expect(lines(event('role.updated', { granted: ['read b2b_invoices'], revoked: [] }))).toEqual([
      { field: 'Permissions granted', to: 'Invoices: See' },
      { field: 'Permissions removed', to: '—' },
    ]);
    expect(lines(event('user.created', { invited: true, email: null }))).toEqual([
      { field: 'Invited on WhatsApp', to: 'Yes' },
      { field: 'Email', to: '—' },
    ]);
    expect(lines(event('user.deleted', { role_id: ROLE }))).toEqual([{ field: 'Role', from: '(deleted)' }]);
  });
});
