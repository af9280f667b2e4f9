import type { Language } from '@portal/shared/sign-in';
import { createContext, useContext } from 'react';
import type { Translate } from './strings';

/** The page's language, its `t`, and the switch (the page's whole i18n; no i18next here). */
export type SignInText = {
  language: Language;
  t: Translate;
  message: (message: string | undefined) => string | undefined;
  setLanguage: (language: Language) => void;
};

export const SignInTextContext = createContext<SignInText | null>(null);

export function useSignInText(): SignInText {
  const value = useContext(SignInTextContext);
  if (!value) throw new Error('useSignInText outside the sign-in page');
  return value;
}
