import { Button, Card, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { formatDate, PageHeader, useCurrentLanguage } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkAllRead, useMarkRead, useNotifications } from './notifications-query';

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '8px', maxWidth: '760px' },
  item: { padding: '16px', display: 'grid', gap: '4px' },
  unread: { borderLeft: `4px solid ${tokens.colorBrandStroke1}` },
  pager: { display: 'flex', gap: '8px', marginTop: '16px' },
});

const PER_PAGE = 10;

/** /pages/notifications: every notification of the user, newest first, with mark read. */
export function NotificationsPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const [page, setPage] = useState(1);
  const list = useNotifications(PER_PAGE, page);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const language = useCurrentLanguage();
  const total = list.data?.total ?? 0;
  return (
    <section>
      <PageHeader
        title={t('pages.notifications')}
        subtitle={list.data ? t('navbar.unread', { count: list.data.unread }) : undefined}
        actions={
          // Offered only when something is unread (issue 14.6).
          list.data?.unread ? (
            <Button onClick={() => markAll.mutate()}>{t('notifications.markAllRead')}</Button>
          ) : undefined
        }
      />
      {list.data?.items.length === 0 ? <Text>{t('notifications.empty')}</Text> : null}
      <ul className={styles.list}>
        {list.data?.items.map((n) => (
          <li key={n.id}>
            <Card className={mergeClasses(styles.item, !n.read_at && styles.unread)}>
              <Text weight="semibold">{n.title}</Text>
              <Text>{n.body}</Text>
              <Text size={200}>{formatDate(n.created_at, language)}</Text>
              {n.read_at ? null : (
                <Button
                  size="small"
                  appearance="subtle"
                  onClick={() => markRead.mutate(n.id)}
                  style={{ justifySelf: 'start' }}
                >
                  {t('notifications.markRead')}
                </Button>
              )}
            </Card>
          </li>
        ))}
      </ul>
      {total > PER_PAGE ? (
        <div className={styles.pager}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common:table.previous')}
          </Button>
          <Button disabled={page * PER_PAGE >= total} onClick={() => setPage(page + 1)}>
            {t('common:table.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
