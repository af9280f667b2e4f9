import { i18n, registerTranslations } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { roleLabel } from './role-label';

registerTranslations('users', { ar, en, fr });

describe('role names shown to the reader (issue 14.5)', () => {
  it('shows the built-in "Admin" and "Employee" roles in the reader\'s language, a typed name as typed', () => {
    const label = (language: string, role: { name: string; is_admin: boolean }) =>
      roleLabel(i18n.getFixedT(language, 'users'), role);
    const admin = { name: 'Admin', is_admin: true };
    const employee = { name: 'Employee', is_admin: false };
    expect([label('ar', admin), label('en', admin), label('fr', admin)]).toEqual([
      'مدير الحساب',
      'Admin',
      'Administrateur',
    ]);
    expect([label('ar', employee), label('fr', employee)]).toEqual(['موظف', 'Employé']);
    expect(label('ar', { name: 'Branch viewer', is_admin: false })).toBe('Branch viewer');
  });
});
