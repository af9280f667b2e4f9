import { PageHeader } from '@portal/shared';
import { useOpsTranslation } from './i18n/use-ops-translation';

export function HomePage() {
  const { t } = useOpsTranslation();
  return (
    <div data-testid="ops-page">
      <PageHeader title={t('pages.home')} />
      <p>{t('home.intro')}</p>
    </div>
  );
}
