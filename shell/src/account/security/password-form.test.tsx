// @vitest-environment jsdom
// Also stands in for ResizeObserver, which jsdom lacks and Fluent's MessageBar uses.
import '@portal/shared/testing';
import { PortalProviders, setLanguage } from '@portal/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../../i18n/register-shell-translations';
import { PasswordForm } from './password-form';

// Re-authentication before a password (issue 16.7): the current password to change it, a WhatsApp code to set
// the first one.

beforeAll(() => registerShellTranslations());
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

async function renderForm(hasPassword: boolean, language: 'ar' | 'en' | 'fr' = 'en') {
  await setLanguage(language);
  render(
    <PortalProviders>
      <PasswordForm hasPassword={hasPassword} />
    </PortalProviders>,
  );
}

describe('password form', () => {
  it('asks the current password to change it, and no code', async () => {
    await renderForm(true);
    expect(screen.getByLabelText(/^Current password/)).toBeTruthy();
    expect(screen.queryByLabelText(/^WhatsApp code/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the code' })).toBeNull();
  });

  it('asks a WhatsApp code to set the first password (French and Arabic)', async () => {
    await renderForm(false, 'fr');
    expect(screen.getByLabelText(/^Code WhatsApp/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer le code' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Mot de passe actuel/)).toBeNull();
    cleanup();
    await renderForm(false, 'ar');
    expect(screen.getByLabelText(/^رمز واتساب/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال الرمز' })).toBeTruthy();
  });
});
