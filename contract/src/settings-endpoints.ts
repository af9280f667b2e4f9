import { endpoint } from './endpoint';
import { languagesQuerySchema, languagesResultSchema } from './languages';
import { settingsQuerySchema, settingsResultSchema } from './settings';

// Spec §7 public/settings: the platform's general settings and the interface languages, read by anyone (the shell
// reads them before sign-in), declared once (issue 25.1).

const tag = 'settings';

export const PUBLIC_SETTINGS_ENDPOINTS = {
  settings: endpoint({
    operationId: 'listGeneralSettings',
    method: 'GET',
    path: 'public/settings/setting',
    access: { auth: 'public' },
    summary: 'General settings of a platform (page=0: the whole list; minimum=true: key and value only)',
    tag,
    query: settingsQuerySchema,
    response: settingsResultSchema,
  }),
  languages: endpoint({
    operationId: 'listLanguages',
    method: 'GET',
    path: 'public/settings/language',
    access: { auth: 'public' },
    summary: 'Interface languages (iso, name, dir); sortBy sort|iso|name; page=0: the whole list',
    tag,
    query: languagesQuerySchema,
    response: languagesResultSchema,
  }),
};
