import { Badge, Button, Card, Spinner, Text, Title3 } from '@fluentui/react-components';
import { ConfirmDialog, formatDateTime, notify, useCurrentLanguage } from '@portal/shared';
import type { UserSession } from '@portal/shared/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { sessionsApi, sessionsQuery } from './sessions-api';

type Pending = { kind: 'one'; session: UserSession } | { kind: 'others' } | null;

/** Security tab → devices (issue 16.7): where the account is signed in; sign one out, or every other one. */
export function DevicesSection() {
  const { t } = useShellTranslation();
  const client = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch {
      // The HTTP client already told the user (e.g. the device had already signed out: not found).
    } finally {
      await client.invalidateQueries({ queryKey: sessionsQuery().queryKey });
    }
  };
  return (
    <DevicesList
      sessions={sessions.data}
      onSignOut={(id) => run(() => sessionsApi.revoke(id), t('account.devices.signedOut'))}
      onSignOutOthers={() => run(() => sessionsApi.revokeOthers(), t('account.devices.othersSignedOut'))}
    />
  );
}

type ListProps = {
  sessions: UserSession[] | undefined;
  onSignOut: (id: string) => Promise<void>;
  onSignOutOthers: () => Promise<void>;
};

/** The devices, this one marked; every sign-out is confirmed first. */
export function DevicesList({ sessions, onSignOut, onSignOutOthers }: ListProps) {
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const others = (sessions ?? []).filter((s) => !s.current);

  const close = async (confirmed: boolean) => {
    const action = pending;
    setPending(null);
    if (!confirmed || !action) return;
    setBusy(true);
    try {
      await (action.kind === 'one' ? onSignOut(action.session.id) : onSignOutOthers());
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="devices-title" style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <Title3 id="devices-title" as="h2">
        {t('account.devices.title')}
      </Title3>
      <Text>{t('account.devices.intro')}</Text>
      {sessions ? null : <Spinner size="small" />}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {(sessions ?? []).map((session) => (
          <li key={session.id}>
            <Card
              style={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
              data-testid="device"
            >
              <div style={{ flex: '1 1 200px', minWidth: 0, display: 'grid', gap: 2 }}>
                <Text weight="semibold" style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{session.device_label ?? t('account.devices.unknown')}</bdi>{' '}
                  {session.current ? (
                    <Badge appearance="tint" color="brand">
                      {t('account.devices.thisDevice')}
                    </Badge>
                  ) : null}
                </Text>
                <Text size={200}>
                  {t('account.devices.lastActive', { date: formatDateTime(session.last_seen_at, language) })}
                </Text>
                <Text size={200}>
                  {t('account.devices.signedIn', { date: formatDateTime(session.created_at, language) })}
                </Text>
              </div>
              {session.current ? null : (
                <Button disabled={busy} onClick={() => setPending({ kind: 'one', session })}>
                  {t('account.devices.signOut')}
                </Button>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <div>
        <Button
          appearance="primary"
          disabled={busy || others.length === 0}
          onClick={() => setPending({ kind: 'others' })}
        >
          {t('account.devices.signOutOthers')}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'others' ? t('account.devices.confirmOthersTitle') : t('account.devices.confirmOneTitle')
        }
        text={
          pending?.kind === 'one'
            ? t('account.devices.confirmOneText', {
                device: pending.session.device_label ?? t('account.devices.unknown'),
              })
            : t('account.devices.confirmOthersText')
        }
        confirmLabel={pending?.kind === 'others' ? t('account.devices.signOutOthers') : t('account.devices.signOut')}
        cancelLabel={t('account.devices.cancel')}
        onSettle={(confirmed) => void close(confirmed)}
        surfaceStyle={{ maxWidth: 'min(480px, calc(100vw - 32px))' }}
      />
    </section>
  );
}
