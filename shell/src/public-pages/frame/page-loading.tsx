import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Shown for the moment a public page's chunk (its texts in three languages) is being fetched. */
export function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('module.loading')} style={{ padding: 96 }} />;
}
