export { type ChatAlert, type ChatSound, chatAlert, chatKeyOf } from './chat-alert';
export {
  ChatComposer,
  type ChatDraft,
  ChatFrame,
  ChatMessages,
  ChatReadOnly,
  type ChatSide,
} from './chat-blocks';
export {
  CHAT_UNREAD_KEY,
  type ChatTarget,
  chatMessagesKey,
  checkAttachment,
  useChatUnread,
} from './chat-queries';
export { type ChatTexts, useChatTexts } from './chat-texts';
export { ChatThread, type ChatThreadProps } from './chat-thread';
export { openChats, useOpenChat } from './open-chats';
export { NOTIFICATION_EVENT, type OrderLink, useChatAlerts } from './use-chat-alerts';
