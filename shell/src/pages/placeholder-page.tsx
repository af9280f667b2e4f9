import { ComingSoon } from '@portal/shared/core';
import { useTranslation } from 'react-i18next';

/** A page the spec names whose screen is not built yet: its real title and an honest "coming soon". */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  return <ComingSoon title={t(titleKey)} />;
}
