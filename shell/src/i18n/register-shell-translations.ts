import { registerTranslations } from '@portal/shared/core';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

export function registerShellTranslations(): void {
  registerTranslations('shell', { ar, en, fr });
}
