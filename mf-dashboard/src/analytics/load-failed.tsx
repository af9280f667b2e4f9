import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';

/** The figures did not load: says so, with a button to ask again (dashboard and scorecards). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useDashboardTranslation();
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('analytics.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
