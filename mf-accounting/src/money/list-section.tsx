import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What every money list shows above its table: a refusal when the role cannot read it, an error when it failed. */
export function ListSection({ allowed, failed, children }: { allowed: boolean; failed: boolean; children: ReactNode }) {
  const { t } = useTranslation('accounting');
  if (!allowed)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('common.noAccess')}</MessageBarBody>
      </MessageBar>
    );
  return (
    <>
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('common.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {children}
    </>
  );
}
