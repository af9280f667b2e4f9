import { Button, Link, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { formatDate, mayFollowLive, useChatAlerts, useCurrentLanguage, useRealtimeConnection } from '@portal/shared';
import { useLocation, useNavigate } from '@portal/shared/router';
import { useMemo } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { HeaderPopover } from '../layout/header-popover';
import { useModules } from '../modules/use-modules';
import { orderMessageLink } from './notification-link';
import { mayReadNotifications, useMarkAllRead, useMarkRead, useNotifications } from './notifications-query';
import { useNewNotificationSnackbar } from './use-new-notification-snackbar';

const useStyles = makeStyles({
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
});

/** Navbar bell (spec §2): unread count, the latest notifications, mark read; live through the event stream. */
export function NotificationsBell() {
  const { t } = useShellTranslation();
  const allowed = mayReadNotifications();
  // The tab's live event stream, for whoever may read something it carries (the stream route's rule, issue 28.5),
  // bell or not: the pages on screen refresh on each event, and the bell too where it shows.
  const live = mayFollowLive();
  useRealtimeConnection(live);
  // Spec §9 sounds and toasts for each event of the stream (chat messages above all).
  const modules = useModules().data?.modules;
  const { pathname } = useLocation();
  const orderLink = useMemo(() => orderMessageLink(modules, t('snackbar.view'), pathname), [modules, t, pathname]);
  useChatAlerts(live, orderLink);
  const list = useNotifications(5, 1);
  useNewNotificationSnackbar(list.data);
  if (!allowed) return null;
  const unread = list.data?.unread ?? 0;
  const label =
    unread > 0 ? `${t('navbar.notifications')}, ${t('navbar.unread', { count: unread })}` : t('navbar.notifications');

  return (
    <HeaderPopover
      icon={<AlertRegular />}
      count={unread}
      label={label}
      testId="notifications-bell"
      title={t('notifications.title')}
    >
      <BellPanel list={list} unread={unread} />
    </HeaderPopover>
  );
}

/**
 * What the open bell shows. Its own component so that none of it runs while the bell is closed (the popover mounts
 * its surface on opening): the dates of the latest five were formatted on every render of the header, the first
 * Intl date formatter of the page built inside the signed-in layout's first render (0.15 s at 4×, issue 29.2).
 */
function BellPanel({ list, unread }: { list: ReturnType<typeof useNotifications>; unread: number }) {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  return (
    <>
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
    </>
  );
}
