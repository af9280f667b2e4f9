import { CounterBadge } from '@fluentui/react-components';
import { canAccess, type MenuEntry, opsQueuesQuery, queueCount, useChatUnread } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The menu entry whose badge counts unread chat messages (spec §2 "Messages"). */
const MESSAGES_PATH = '/apps/chat';

/**
 * The count beside a menu entry: the unread chat messages beside Messages; the count a module's route declares
 * (`badge`, e.g. a work queue of the operations console) beside its entry. Nothing elsewhere or at 0.
 */
export function NavBadge({ item }: { item: MenuEntry }) {
  if (item.badge) return <QueueBadge badge={item.badge} />;
  if (item.to !== MESSAGES_PATH) return null;
  return <UnreadMessagesBadge />;
}

function QueueBadge({ badge }: { badge: NonNullable<MenuEntry['badge']> }) {
  const { t } = useTranslation('shell');
  const queues = useQuery(opsQueuesQuery()).data?.queues;
  const count = queueCount(queues, badge.count);
  if (count === 0) return null;
  const alert = badge.alert !== undefined && queueCount(queues, badge.alert) > 0;
  return (
    <CounterBadge
      // "99+" stays "99+" in right-to-left pages (the "+" would move to the left: "+99").
      dir="ltr"
      count={count}
      size="small"
      color={alert ? 'danger' : 'brand'}
      style={{ marginInlineStart: 8 }}
      aria-label={t(alert ? 'navbar.waitingOverdue' : 'navbar.waiting', { count })}
      data-testid={`nav-badge-${badge.count}`}
      data-alert={alert}
    />
  );
}

function UnreadMessagesBadge() {
  const { t } = useTranslation();
  const unread = useChatUnread(canAccess({ action: 'read', subject: 'b2b_messages' }));
  const total = unread.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <CounterBadge
      dir="ltr"
      count={total}
      size="small"
      color="danger"
      style={{ marginInlineStart: 8 }}
      aria-label={t('chat.unread', { count: total })}
      data-testid="messages-unread"
    />
  );
}
