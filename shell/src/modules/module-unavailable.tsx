import { Button, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

// `titleKey` is the module's name from its routes document; unknown when that document is what failed.
type Props = { moduleName: string; titleKey?: string; detail?: string; onRetry: () => void };

/** Shown in place of a module that failed to load; the rest of the portal keeps working. */
export function ModuleUnavailable({ moduleName, titleKey, detail, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="module-unavailable" style={{ padding: 24 }}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('module.unavailableTitle')}</MessageBarTitle>
          {t('module.unavailableBody', { module: titleKey ? t(titleKey, { defaultValue: moduleName }) : moduleName })}
          {detail ? <div style={{ opacity: 0.7, marginTop: 4 }}>{detail}</div> : null}
        </MessageBarBody>
      </MessageBar>
      <Button appearance="primary" onClick={onRetry} style={{ marginTop: 16 }}>
        {t('module.retry')}
      </Button>
    </div>
  );
}
