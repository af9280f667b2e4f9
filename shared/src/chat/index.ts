export { type ChatAlert, type ChatSound, chatAlert, chatKeyOf } from './chat-alert';
export {
  CHAT_UNREAD_KEY,
  type ChatTarget,
  chatMessagesKey,
  checkAttachment,
  useChatUnread,
} from './chat-queries';
export { ChatThread, type ChatThreadProps } from './chat-thread';
export { openChats, useOpenChat } from './open-chats';
export { NOTIFICATION_EVENT, useChatAlerts } from './use-chat-alerts';
