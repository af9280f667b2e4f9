import {
  Button,
  CounterBadge,
  Link,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { formatDate, useChatAlerts, useCurrentLanguage, useRealtimeConnection } from '@portal/shared';
import { useNavigate } from 'react-router';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { HEADER_POSITIONING } from '../layout/header-positioning';
import { mayReadNotifications, useMarkAllRead, useMarkRead, useNotifications } from './notifications-query';
import { useNewNotificationSnackbar } from './use-new-notification-snackbar';

const useStyles = makeStyles({
  surface: { width: 'min(360px, 92vw)', padding: '12px', display: 'grid', gap: '8px' },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '4px',
    maxHeight: '360px',
    overflowY: 'auto',
  },
  item: { padding: '8px', borderRadius: tokens.borderRadiusMedium, display: 'grid', gap: '2px' },
  unread: { background: tokens.colorBrandBackground2 },
  badgeHost: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-8px', right: '-10px' },
});

/** Navbar bell (spec §2): unread count, the latest notifications, mark read; live through the event stream. */
export function NotificationsBell() {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const allowed = mayReadNotifications();
  // The tab's live event stream (the same permission as the stream route): the bell refreshes on each event.
  useRealtimeConnection(allowed);
  // Spec §9 sounds and toasts for each event of the stream (chat messages above all).
  useChatAlerts(allowed);
  const list = useNotifications(5, 1);
  useNewNotificationSnackbar(list.data);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  if (!allowed) return null;
  const unread = list.data?.unread ?? 0;
  const label =
    unread > 0 ? `${t('navbar.notifications')}, ${t('navbar.unread', { count: unread })}` : t('navbar.notifications');

  return (
    <Popover positioning={{ ...HEADER_POSITIONING, position: 'below', align: 'end', offset: 6 }} trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={label}
          data-testid="notifications-bell"
          icon={
            <span className={styles.badgeHost}>
              <AlertRegular />
              {unread > 0 ? (
                <CounterBadge className={styles.badge} count={unread} size="small" dir="ltr" aria-hidden />
              ) : null}
            </span>
          }
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('notifications.title')}>
        <div className={styles.head}>
          <Text weight="semibold">{t('notifications.title')}</Text>
          {unread > 0 ? (
            <Button size="small" appearance="transparent" onClick={() => markAll.mutate()}>
              {t('notifications.markAllRead')}
            </Button>
          ) : null}
        </div>
        {list.isError ? <Text>{t('notifications.loadFailed')}</Text> : null}
        {list.data?.items.length === 0 ? <Text>{t('notifications.empty')}</Text> : null}
        <ul className={styles.list}>
          {list.data?.items.map((n) => (
            <li key={n.id} className={mergeClasses(styles.item, !n.read_at && styles.unread)}>
              <Text weight="semibold">{n.title}</Text>
              <Text size={200}>{n.body}</Text>
              <Text size={100}>{formatDate(n.created_at, language)}</Text>
              {n.read_at ? null : (
                <Link as="button" onClick={() => markRead.mutate(n.id)}>
                  {t('notifications.markRead')}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <Link as="button" onClick={() => navigate('/pages/notifications')}>
          {t('notifications.viewAll')}
        </Link>
      </PopoverSurface>
    </Popover>
  );
}
