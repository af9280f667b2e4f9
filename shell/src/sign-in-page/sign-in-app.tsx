import { Link } from '@fluentui/react-components';
import { directionOf, type Language, storeLanguage, ThemedRoot, usePreferences } from '@portal/shared/sign-in';
import { useEffect, useMemo, useState } from 'react';
import { AuthFrame } from '../auth/components/auth-frame';
import { CodeStep } from './code-step';
import { LanguageSwitch } from './language-switch';
import { type CodeSentState, PhoneStep } from './phone-step';
import { type SignInText, SignInTextContext } from './sign-in-context';
import { loadStrings, translateMessage, translator } from './strings';

/** `lang` and `dir` of the document, as the portal sets them (a forced direction preference wins). */
export function applyDocumentLanguage(language: Language, forced: 'auto' | 'rtl' | 'ltr'): void {
  document.documentElement.lang = language;
  document.documentElement.dir = forced === 'auto' ? directionOf(language) : forced;
}

/** /login: phone → WhatsApp code → signed in (spec §2), the portal's only page outside Module Federation. */
export function SignInApp({ initialLanguage }: { initialLanguage: Language }) {
  const prefs = usePreferences();
  const [language, setLanguageState] = useState(initialLanguage);
  const [sent, setSent] = useState<CodeSentState | null>(null);
  // The query (`to`) is carried over to registration; read after the first render, which the build pre-renders.
  const [search, setSearch] = useState('');
  useEffect(() => setSearch(window.location.search), []);
  const text = useMemo<SignInText>(
    () => ({
      language,
      t: translator(language),
      message: (message) => translateMessage(language, message),
      setLanguage: (next) => {
        storeLanguage(next);
        void loadStrings(next).then(() => {
          applyDocumentLanguage(next, prefs.direction);
          setLanguageState(next);
        });
      },
    }),
    [language, prefs.direction],
  );
  const { t } = text;

  return (
    <ThemedRoot language={language}>
      <SignInTextContext.Provider value={text}>
        <AuthFrame languageSwitch={<LanguageSwitch />} title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
          {sent ? <CodeStep sent={sent} onChangePhone={() => setSent(null)} /> : <PhoneStep onSent={setSent} />}
          <div>
            {t('auth.noAccount')} <Link href={`/register${search}`}>{t('auth.createAccount')}</Link>
          </div>
        </AuthFrame>
      </SignInTextContext.Provider>
    </ThemedRoot>
  );
}
