import { registerTranslations } from '@portal/shared/core';
import { publicAr } from './ar';
import { publicEn } from './en';
import { publicFr } from './fr';

export const PUBLIC_NAMESPACE = 'public';

// Registered when the first public page module loads; the shell's i18n instance is already initialised.
registerTranslations(PUBLIC_NAMESPACE, { ar: publicAr, en: publicEn, fr: publicFr });
