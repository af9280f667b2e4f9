import { Caption1, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { formatDateTime, isolate, PageHeader, useAppAbility, useCurrentLanguage } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { SettingsForm } from './settings-form';
import { settingsQuery } from './settings-queries';

/**
 * /ops/settings (read ops_settings): the seller's legal identity printed on invoices, the support contacts of
 * /settings and the public pages, the automatic quotation approval limit, the transfer overdue delay. Saved by
 * admins (update ops_settings) as a new version; invoices keep the identity they were issued with.
 */
export function SettingsPage() {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const ability = useAppAbility();
  const editable = ability.can(OPS_CONSOLE_RULES.settingsUpdate.action, OPS_CONSOLE_RULES.settingsUpdate.subject);
  const settings = useQuery(settingsQuery());
  const data = settings.data;
  return (
    <section data-testid="ops-settings-page">
      <PageHeader title={t('pages.settings')} subtitle={t('settings.subtitle')} />
      {settings.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('common.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <Caption1 as="p" data-testid="settings-version">
            {data.changed_by
              ? t('settings.versionBy', {
                  version: data.version,
                  name: isolate(data.changed_by.name),
                  at: formatDateTime(data.changed_at, language),
                })
              : t('settings.version', { version: data.version, at: formatDateTime(data.changed_at, language) })}
          </Caption1>
          {data.seller ? null : (
            <MessageBar intent="warning">
              <MessageBarBody>{t('settings.noSeller')}</MessageBarBody>
            </MessageBar>
          )}
          {/* Keyed by version: a reload after another admin's save starts the form from the new values. */}
          <SettingsForm
            key={data.version}
            settings={data}
            editable={editable}
            onReload={() => void settings.refetch()}
          />
        </>
      )}
    </section>
  );
}
