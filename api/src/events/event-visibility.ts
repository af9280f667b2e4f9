import type { Ability } from '../ability/build-ability';
import type { EventType } from './record-event';

// Which module an event concerns (spec §6 subjects): a stream shows it only to a user who may read that module.
// An unknown type is shown to nobody (fail closed) until it is listed here.
const subjectOf: Record<EventType, string> = {
  NEW_ORDER: 'b2b_orders',
  ORDER_STATUS_CHANGED: 'b2b_orders',
  NEW_PACKAGE: 'b2b_packages',
  PACKAGE_STATUS_CHANGED: 'b2b_packages',
  WALLET_CHANGED: 'b2b_wallet',
  PAYMENT_RECEIVED: 'b2b_wallet',
  // The order chat is read on the order page; the support chat on /apps/chat (Messages).
  ORDER_NEW_MESSAGE: 'b2b_orders',
  TECHNICAL_SUPPORT: 'b2b_messages',
};

export function mayReceive(ability: Ability, type: string): boolean {
  const subject = subjectOf[type as EventType];
  return subject !== undefined && ability.can('read', subject);
}
