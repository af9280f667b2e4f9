import { useCommonTranslation } from '@portal/shared/core';
import { useEffect } from 'react';

/** Sets the browser tab title to "<page> · <product>", again on every language switch. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useCommonTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${pageTitle} · ${appName}`;
  }, [pageTitle, appName]);
}
