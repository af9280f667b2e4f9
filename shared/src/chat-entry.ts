// `@portal/shared/chat`: the chat thread and its pieces (messages, composer, read receipts; issue 29.2), a shared
// module of its own that the `@portal/shared` barrel does not re-export. An order's page, the shell's chat page and
// the ops inbox load it when the conversation opens (the order's messages tab), not with the page: the blocks keep only
// what the chat's entry points need at start (unread counts, alerts, open chats).
export { ChatComposer, type ChatDraft, ChatFrame, ChatMessages, ChatReadOnly, type ChatSide } from './chat/chat-blocks';
export { ChatThread, type ChatThreadProps } from './chat/chat-thread';
