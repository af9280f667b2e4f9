import { Button, Checkbox, Text } from '@fluentui/react-components';
import { callEndpoint, notifySuccess, SimpleTable } from '@portal/shared';
import { NOTIFICATION_ENDPOINTS, type NotificationPreference } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { notificationPreferencesQuery } from './account-queries';

const CHANNELS = [
  { key: 'in_app', label: 'account.channelInApp' },
  { key: 'whatsapp', label: 'account.channelWhatsapp' },
  { key: 'email', label: 'account.channelEmail' },
] as const;

/** Notifications tab: which types reach this user on which channel. */
export function NotificationPreferencesForm({ initial }: { initial: NotificationPreference[] }) {
  const { t } = useShellTranslation();
  const client = useQueryClient();
  const [rows, setRows] = useState(initial);
  const [saving, setSaving] = useState(false);
  const toggle = (type: string, channel: (typeof CHANNELS)[number]['key'], value: boolean) =>
    setRows((current) => current.map((row) => (row.type === type ? { ...row, [channel]: value } : row)));
  const save = async () => {
    setSaving(true);
    try {
      const saved = await callEndpoint(NOTIFICATION_ENDPOINTS.savePreferences, { body: { preferences: rows } });
      client.setQueryData(notificationPreferencesQuery().queryKey, saved);
      notifySuccess('dataUpdated');
    } finally {
      setSaving(false);
    }
  };
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <SimpleTable
        label={t('account.tabNotifications')}
        rows={rows}
        rowKey={(row) => row.type}
        columns={[
          { key: 'type', header: t('account.notificationType'), cell: (row) => t(`account.types.${row.type}`) },
          ...CHANNELS.map((channel) => ({
            key: channel.key,
            header: t(channel.label),
            cell: (row: NotificationPreference) => (
              <Checkbox
                checked={row[channel.key]}
                aria-label={`${t(`account.types.${row.type}`)}: ${t(channel.label)}`}
                onChange={(_e, data) => toggle(row.type, channel.key, data.checked === true)}
              />
            ),
          })),
        ]}
      />
      <Text size={200}>{t('account.channelsHint')}</Text>
      <Button appearance="primary" onClick={save} disabled={saving} style={{ justifySelf: 'start' }}>
        {t('account.save')}
      </Button>
    </div>
  );
}
