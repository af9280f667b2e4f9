import { i18n } from '@portal/shared/core';
import { describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../i18n/register-shell-translations';
import { roleTitle } from './role-title';

registerShellTranslations();

describe('the signed-in role on the profile and access pages (issue 14.5)', () => {
  it('shows the built-in "Admin" and "Employee" in the reader\'s language, a typed name as typed', () => {
    const title = (language: string, role: string, is_admin: boolean) =>
      roleTitle(i18n.getFixedT(language, 'shell'), { role, is_admin });
    expect([title('ar', 'Admin', true), title('fr', 'Admin', true), title('en', 'Admin', true)]).toEqual([
      'مدير الحساب',
      'Administrateur',
      'Admin',
    ]);
    expect(title('ar', 'Employee', false)).toBe('موظف');
    expect(title('ar', 'Branch viewer', false)).toBe('Branch viewer');
  });
});
