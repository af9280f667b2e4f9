import { chatKey, type RealtimeEvent } from '@portal/contract';

// Spec §9 chat sound rules, as one pure decision per incoming event:
// - ORDER_NEW_MESSAGE while that chat is open on screen → only a short pop sound;
// - ORDER_NEW_MESSAGE elsewhere → a toast with the sender's name and the message;
// - TECHNICAL_SUPPORT, order, package and every other type → a toast with title and body plus the standard sound;
// - the user's own message (from any tab) → neither (issue 28.5);
// - every one also emits the general notification event.
// The business events (NEW_ORDER, …) carry no texts (their in-app notification does, and feeds the snackbar):
// for them the toast is left to the snackbar and only the sound is played.

export type ChatSound = 'pop' | 'standard';

export interface ChatAlert {
  sound: ChatSound | null;
  toast: { title: string; body: string } | null;
  /** An order chat's message shown as a toast: the order's reference (the toast names and opens it). */
  order?: string;
  /** The general notification event (always). */
  notify: true;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The chat an event belongs to (order:<reference> or support), or null for a non-chat event. */
export function chatKeyOf(event: Pick<RealtimeEvent, 'type' | 'data'>): string | null {
  if (event.type === 'ORDER_NEW_MESSAGE') return chatKey('order', text(event.data.reference));
  if (event.type === 'TECHNICAL_SUPPORT') return chatKey('support');
  return null;
}

/** `selfId`: the signed-in user; their own message (sent from this or another tab) neither sounds nor toasts. */
export function chatAlert(
  event: Pick<RealtimeEvent, 'type' | 'data'>,
  openChats: ReadonlySet<string>,
  selfId?: string,
): ChatAlert {
  const { data } = event;
  const sender = (data.user ?? {}) as { id?: unknown; name?: unknown };
  if (chatKeyOf(event) && selfId && sender.id === selfId) return { sound: null, toast: null, notify: true };
  if (event.type === 'ORDER_NEW_MESSAGE') {
    if (openChats.has(chatKeyOf(event)!)) return { sound: 'pop', toast: null, notify: true };
    const toast = { title: text(sender.name), body: text(data.message) };
    return { sound: null, toast, order: text(data.reference), notify: true };
  }
  const title = text(data.title);
  const body = text(data.body);
  return { sound: 'standard', toast: title || body ? { title, body } : null, notify: true };
}
