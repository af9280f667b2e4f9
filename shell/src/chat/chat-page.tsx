import { canAccess, PageHeader } from '@portal/shared';
import { ChatThread } from '@portal/shared/chat';
import { useTranslation } from 'react-i18next';

// /apps/chat (spec §2, fixed-height layout; menu "Messages"): the company's technical support conversation
// (TECHNICAL_SUPPORT) with ops. The page never scrolls: the thread takes the height left under the navbar and
// header, and scrolls inside, so the composer stays in reach on a 390 px phone.

export function ChatPage() {
  const { t } = useTranslation('common');
  return (
    <div style={{ display: 'grid', gap: 8, minWidth: 0 }} data-testid="chat-page">
      <PageHeader title={t('chat.support')} subtitle={t('chat.supportHint')} />
      <ChatThread
        target={{ chat: 'support' }}
        canSend={canAccess({ action: 'insert', subject: 'b2b_messages' })}
        height="max(320px, calc(100dvh - 240px))"
      />
    </div>
  );
}
