import { describe, expect, it } from 'vitest';
import { chatAlert, chatKeyOf } from './chat-alert';

const orderMessage = {
  type: 'ORDER_NEW_MESSAGE',
  data: { chat: 'order', reference: 'ORD-2026-000123', user: { name: 'Platform Ops' }, message: 'On the way' },
};
const support = {
  type: 'TECHNICAL_SUPPORT',
  data: { chat: 'support', reference: 'c1', user: { name: 'Platform Ops' }, title: 'Platform Ops', body: 'Checked' },
};

describe('chat alert (spec §9)', () => {
  it('stays silent for the user’s own message, from this tab or another (issue 28.5)', () => {
    const own = { ...orderMessage, data: { ...orderMessage.data, user: { id: 'u1', name: 'Sara' } } };
    expect(chatAlert(own, new Set(), 'u1')).toEqual({ sound: null, toast: null, notify: true });
    const ownSupport = { ...support, data: { ...support.data, user: { id: 'u1', name: 'Sara' } } };
    expect(chatAlert(ownSupport, new Set(), 'u1')).toEqual({ sound: null, toast: null, notify: true });
    expect(chatAlert(own, new Set(), 'u2').toast).toEqual({ title: 'Sara', body: 'On the way' });
  });

  it('plays only the pop when the order chat of that message is open', () => {
    expect(chatAlert(orderMessage, new Set(['order:ORD-2026-000123']))).toEqual({
      sound: 'pop',
      toast: null,
      notify: true,
    });
  });

  it('shows a toast with the sender name and message when that chat is not open (another order, or none)', () => {
    const toast = { title: 'Platform Ops', body: 'On the way' };
    const expected = { sound: null, toast, order: 'ORD-2026-000123', notify: true };
    expect(chatAlert(orderMessage, new Set())).toEqual(expected);
    expect(chatAlert(orderMessage, new Set(['order:ORD-2026-000999', 'support']))).toEqual(expected);
  });

  it('gives TECHNICAL_SUPPORT and other types a toast with title and body plus the standard sound, even when open', () => {
    expect(chatAlert(support, new Set(['support']))).toEqual({
      sound: 'standard',
      toast: { title: 'Platform Ops', body: 'Checked' },
      notify: true,
    });
    expect(chatAlert({ type: 'NEW_PACKAGE', data: { title: 'Package', body: 'Ready' } }, new Set())).toMatchObject({
      sound: 'standard',
      toast: { title: 'Package', body: 'Ready' },
    });
  });

  it('leaves the toast of a business event without texts to the snackbar, still with the sound and the notification', () => {
    expect(chatAlert({ type: 'NEW_ORDER', data: { reference: 'ORD-1' } }, new Set())).toEqual({
      sound: 'standard',
      toast: null,
      notify: true,
    });
  });

  it('knows which chat an event belongs to (references are upper case)', () => {
    expect(chatKeyOf({ type: 'ORDER_NEW_MESSAGE', data: { reference: 'ord-2026-000123' } })).toBe(
      'order:ORD-2026-000123',
    );
    expect(chatKeyOf(support)).toBe('support');
    expect(chatKeyOf({ type: 'NEW_ORDER', data: {} })).toBeNull();
  });
});
