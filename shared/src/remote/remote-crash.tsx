import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** A crash inside a remote stays inside it: the shell and the other modules keep working. */
export function RemoteCrash({ error }: { error: Error }) {
  const { t } = useTranslation('common');
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{t('errors.somethingWentWrong')}</MessageBarTitle>
        {error.message}
      </MessageBarBody>
    </MessageBar>
  );
}
