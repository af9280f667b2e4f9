import { isSignedIn, preferences, storedLanguage } from '@portal/shared/sign-in';
import { createRoot } from 'react-dom/client';
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
  applyDocumentLanguage(language, preferences.get().direction);
  await loadStrings(language);
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element');
  createRoot(element, { identifierPrefix: 'sign-in-' }).render(<SignInApp initialLanguage={language} />);
}

void start();
