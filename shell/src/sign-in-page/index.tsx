import { isSignedIn, preferences, storedLanguage } from '@portal/shared/sign-in';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { IDENTIFIER_PREFIX } from './identifier-prefix';
import { applyDocumentLanguage, SignInApp } from './sign-in-app';
import { loadStrings } from './strings';

// Entry of /login (decision 0022): a plain bundle, without Module Federation, the router, i18next or TanStack Query,
// so the page a guest sees first downloads only what the sign-in form needs (issue 15.1).

async function start(): Promise<void> {
  // A signed-in user has nothing to do here (the guest rule of /login): the portal decides where "/" leads.
  if (isSignedIn()) {
    window.location.replace('/');
    return;
  }
  const language = storedLanguage();
  const prefs = preferences.get();
  applyDocumentLanguage(language, prefs.direction);
  await loadStrings(language);
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element');
  const app = <SignInApp initialLanguage={language} />;
  // The build pre-rendered the page in Arabic with the default light theme: hydrated when that is what this user
  // sees, else drawn afresh (another language, dark theme, own colours or direction).
  const asBuilt =
    element.dataset.prerendered === language &&
    prefs.theme === 'light' &&
    prefs.primaryLight === null &&
    prefs.direction === 'auto';
  // In a transition React works in slices of a few milliseconds, so the page answers input while it hydrates
  // (Lighthouse's Total Blocking Time on a slow phone); the pre-rendered page is already on screen.
  startTransition(() => {
    if (asBuilt) hydrateRoot(element, app, { identifierPrefix: IDENTIFIER_PREFIX });
    else {
      element.replaceChildren();
      createRoot(element, { identifierPrefix: IDENTIFIER_PREFIX }).render(app);
    }
  });
}

void start();
