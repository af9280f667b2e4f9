import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../layout/language-switch';
import { AuthFrame } from './auth-frame';

/** The blank-layout frame of the registration and password pages, with the portal's language switch. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <AuthFrame languageSwitch={<LanguageSwitch />} title={title} subtitle={subtitle}>
      {children}
    </AuthFrame>
  );
}
