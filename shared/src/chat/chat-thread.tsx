import { chatKey } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer, ChatFrame, ChatMessages, ChatReadOnly } from './chat-blocks';
import { attachmentPath, type ChatTarget, useChatMessages, useChatSender, useMarkChatRead } from './chat-queries';
import { useChatTexts } from './chat-texts';
import { useOpenChat } from './open-chats';

// One chat of the company (the order page's messages tab, /apps/chat's support conversation), built from the chat
// blocks the ops inbox uses too (chat-blocks.tsx): the company's messages are its own, ops answer as Support.

export interface ChatThreadProps {
  target: ChatTarget;
  /** May write (insert b2b_messages); otherwise the chat is read-only. */
  canSend: boolean;
  /** The fixed height of the chat (CSS), e.g. 'min(560px, 70dvh)'. */
  height: string;
}

export function ChatThread({ target, canSend, height }: ChatThreadProps) {
  const { t } = useTranslation('common');
  const texts = useChatTexts();
  useOpenChat(target.chat === 'order' ? chatKey('order', target.reference) : chatKey('support'));
  const messages = useChatMessages(target, true);
  const { mutate: read } = useMarkChatRead(target);
  const send = useChatSender(target);

  // Read receipts: what the other side wrote is read while the chat is on screen.
  const unreadIds = (messages.data ?? [])
    .filter((m) => m.sender_kind !== 'company' && !m.read_at)
    .map((m) => m.id)
    .join();
  useEffect(() => {
    if (unreadIds) read();
  }, [unreadIds, read]);

  return (
    <ChatFrame height={height} testId="chat-thread">
      <ChatMessages
        messages={messages}
        side={{ kind: 'company', ownName: t('chat.you'), otherName: t('chat.ops') }}
        attachmentPath={(id) => attachmentPath(target, id)}
        texts={texts}
      />
      {canSend ? <ChatComposer send={send} texts={texts} /> : <ChatReadOnly>{t('chat.readOnly')}</ChatReadOnly>}
    </ChatFrame>
  );
}
