import { useEffect } from 'react';
import { useCommonTranslation } from '../i18n/typed-translation';

/** Sets the browser tab title to "<page> · <product>" in the current language, again on every language switch. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useCommonTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${pageTitle} · ${appName}`;
  }, [pageTitle, appName]);
}
