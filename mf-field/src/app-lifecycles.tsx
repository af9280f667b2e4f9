import { createRemoteApp } from '@portal/shared';
import { App } from './app';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { fr } from './i18n/fr';

// What the shell mounts: single-spa lifecycles around this remote's own React root and routes.
export const { bootstrap, mount, unmount, update, contractVersion } = createRemoteApp({
  name: 'mf_field',
  namespace: 'field',
  translations: { ar, en, fr },
  App,
});
