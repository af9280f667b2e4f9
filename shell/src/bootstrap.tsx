import { i18n, setHttpTranslator } from '@portal/shared/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerShellTranslations } from './i18n/register-shell-translations';

// The HTTP client's fallback texts ("Something went wrong") in the user's language.
setHttpTranslator((key) => i18n.t(key));
registerShellTranslations();

/** Renders the portal, once the signed-in views requested by the entry script (if any) are here. */
export async function start(signedInViews?: Promise<unknown>): Promise<void> {
  await signedInViews;
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element');
  const root = createRoot(element, { identifierPrefix: 'shell-' });
  // A transition: React renders the first screen in slices and yields to the browser between them, instead of one
  // task of the whole layout (issue 29.2: no task over 200 ms while a phone starts the portal).
  startTransition(() => root.render(<App />));
}
