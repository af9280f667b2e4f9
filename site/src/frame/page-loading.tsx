import { Spinner } from '@fluentui/react-components';
import { useCommonTranslation } from '@portal/shared/core';

/** Shown for the moment a public page's chunk (its texts in three languages) is being fetched. */
export function PageLoading() {
  const { t } = useCommonTranslation();
  return <Spinner label={t('module.loading')} style={{ padding: 96 }} />;
}
