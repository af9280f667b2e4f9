import {
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { callEndpoint, notifySuccess } from '@portal/shared';
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
      <Table aria-label={t('account.tabNotifications')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('account.notificationType')}</TableHeaderCell>
            {CHANNELS.map((c) => (
              <TableHeaderCell key={c.key}>{t(c.label)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.type}>
              <TableCell>{t(`account.types.${row.type}`)}</TableCell>
              {CHANNELS.map((c) => (
                <TableCell key={c.key}>
                  <Checkbox
                    checked={row[c.key]}
                    aria-label={`${t(`account.types.${row.type}`)}: ${t(c.label)}`}
                    onChange={(_e, data) => toggle(row.type, c.key, data.checked === true)}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Text size={200}>{t('account.channelsHint')}</Text>
      <Button appearance="primary" onClick={save} disabled={saving} style={{ justifySelf: 'start' }}>
        {t('account.save')}
      </Button>
    </div>
  );
}
