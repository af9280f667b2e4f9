// What the chat's entry points need with the page (unread counts, alerts, open chats); the thread itself is
// `@portal/shared/chat` (../chat-entry.ts), loaded when a conversation opens.
export { type ChatAlert, type ChatSound, chatAlert, chatKeyOf } from './chat-alert';
export {
  CHAT_UNREAD_KEY,
  type ChatTarget,
  chatMessagesKey,
  checkAttachment,
  useChatUnread,
} from './chat-queries';
export { type ChatTexts, useChatTexts } from './chat-texts';
export { openChats, useOpenChat } from './open-chats';
export { NOTIFICATION_EVENT, type OrderLink, useChatAlerts } from './use-chat-alerts';
