import { type NotificationType, orderLabel } from '@portal/contract';
import { type Lang, translate } from '../../platform/i18n/translate';

// Which dispatched events reach the external channels (issue 12.6) and what they say. WhatsApp and e-mail carry
// three moments of an order: created, provider on the way, completed; web push carries every order event, like
// the in-app notification it mirrors. All of them are about the order's creator (the in-app notification's
// addressee) and obey that user's NEW_ORDER preferences (the notification type of order events).

type OrderMoment = 'created' | 'on_the_way' | 'completed';

export interface OrderAlert {
  orderId: string;
  reference: string;
  /** The new status, for a status change. */
  status: string | null;
  /** Set when WhatsApp and e-mail tell it too. */
  moment: OrderMoment | null;
}

/** The preference type that governs order messages (contract NOTIFICATION_TYPES). */
export const ORDER_PREFERENCE_TYPE: NotificationType = 'NEW_ORDER';

export function orderAlertOf(event: { type: string; payload: Record<string, unknown> }): OrderAlert | null {
  const { order_id: orderId, reference, to } = event.payload;
  if (typeof orderId !== 'string' || typeof reference !== 'string') return null;
  if (event.type === 'NEW_ORDER') return { orderId, reference, status: null, moment: 'created' };
  if (event.type !== 'ORDER_STATUS_CHANGED' || typeof to !== 'string') return null;
  const moment = to === 'on_the_way' || to === 'completed' ? to : null;
  return { orderId, reference, status: to, moment };
}

/** The title and body, as the in-app notification says them. */
export function alertTexts(alert: OrderAlert, lang: Lang): { title: string; body: string } {
  if (alert.status === null) {
    return {
      title: translate(lang, 'orders.notify.new_title'),
      body: translate(lang, 'orders.notify.new_body', { reference: alert.reference }),
    };
  }
  return {
    title: translate(lang, 'orders.notify.status_title'),
    body: translate(lang, 'orders.notify.status_body', {
      reference: alert.reference,
      status: orderLabel(lang, 'status', alert.status),
    }),
  };
}
