import { CounterBadge } from '@fluentui/react-components';
import { canAccess, useChatUnread } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The menu entry whose badge counts unread chat messages (spec §2 "Messages"). */
const MESSAGES_PATH = '/apps/chat';

/** The unread count beside the Messages entry (order chats and the support chat); nothing elsewhere or at 0. */
export function NavBadge({ to }: { to: string }) {
  if (to !== MESSAGES_PATH) return null;
  return <UnreadMessagesBadge />;
}

function UnreadMessagesBadge() {
  const { t } = useTranslation();
  const unread = useChatUnread(canAccess({ action: 'read', subject: 'b2b_messages' }));
  const total = unread.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <CounterBadge
      count={total}
      size="small"
      color="danger"
      style={{ marginInlineStart: 8 }}
      aria-label={t('chat.unread', { count: total })}
      data-testid="messages-unread"
    />
  );
}
