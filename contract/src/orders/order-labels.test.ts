import { describe, expect, it } from 'vitest';
import { ORDER_LABEL_LANGUAGES, ORDER_LABELS, type OrderLabelSet, orderLabel } from './order-labels';
import { orderMessagesAr, orderMessagesEn, orderMessagesFr } from './order-messages';
import { ORDER_REFUSALS, ORDER_TRANSITION_OPERATIONS } from './order-state-machine';
import { ORDER_CHANGE_STATUSES, ORDER_SHIFTS, ORDER_STATUSES, ORDER_TYPES } from './order-vocabulary';

const vocabularies: Record<OrderLabelSet, readonly string[]> = {
  status: ORDER_STATUSES,
  type: ORDER_TYPES,
  operation: ORDER_TRANSITION_OPERATIONS,
  shift: ORDER_SHIFTS,
  changeStatus: ORDER_CHANGE_STATUSES,
};

describe.each(ORDER_LABEL_LANGUAGES)('%s order labels', (language) => {
  it.each(Object.entries(vocabularies))('labels every %s value, each differently', (set, values) => {
    const labels = ORDER_LABELS[language][set as OrderLabelSet] as Record<string, string>;
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) expect(labels[value]?.trim()).toBeTruthy();
    expect(new Set(Object.values(labels)).size).toBe(values.length);
  });
});

it('Arabic labels and messages are Arabic text', () => {
  for (const set of Object.keys(vocabularies) as OrderLabelSet[])
    for (const label of Object.values(ORDER_LABELS.ar[set] as Record<string, string>))
      expect(label).toMatch(/[\u0600-\u06ff]/);
  for (const text of Object.values(orderMessagesAr)) expect(text).toMatch(/[\u0600-\u06ff]/);
});

it('every refusal of the state machine has its 409 message in ar, en and fr, with the same parameters', () => {
  for (const reason of ORDER_REFUSALS) {
    const en = orderMessagesEn[reason];
    for (const text of [orderMessagesAr[reason], orderMessagesFr[reason]]) {
      expect(text.match(/\{\{\w+\}\}/g) ?? []).toEqual(en.match(/\{\{\w+\}\}/g) ?? []);
    }
  }
});

it('reads a label by language, and an unknown value as sent', () => {
  expect(orderLabel('en', 'status', 'on_the_way')).toBe('On the way');
  expect(orderLabel('ar', 'status', 'on_hold')).toBe('معلّق');
  expect(orderLabel('fr', 'status', 'brand_new')).toBe('brand_new');
});
