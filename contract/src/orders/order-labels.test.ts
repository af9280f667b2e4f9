import { describe, expect, it } from 'vitest';
import { ORDER_LABEL_LANGUAGES, ORDER_LABELS, type OrderLabelSet, orderLabel, orderLogLabel } from './order-labels';
import { orderMessagesAr, orderMessagesEn, orderMessagesFr } from './order-messages';
import { ORDER_PROPOSAL_KINDS } from './order-schemas';
import { ORDER_REFUSALS, ORDER_TRANSITION_OPERATIONS } from './order-state-machine';
import {
  ORDER_CHANGE_STATUSES,
  ORDER_LOG_ACTIONS,
  ORDER_SHIFTS,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderLogName,
} from './order-vocabulary';

const vocabularies: Record<OrderLabelSet, readonly string[]> = {
  status: ORDER_STATUSES,
  type: ORDER_TYPES,
  operation: ORDER_TRANSITION_OPERATIONS,
  shift: ORDER_SHIFTS,
  changeStatus: ORDER_CHANGE_STATUSES,
  logAction: ORDER_LOG_ACTIONS,
  proposalKind: ORDER_PROPOSAL_KINDS,
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

// Issue 28.6: "collect_cash_payment" showed raw on the order's timeline. Every name the API can write in an order's
// log (the type api's logOrder takes) and every status reads as a label in each language, never as the name.
const LOG_NAMES: OrderLogName[] = [
  ...ORDER_TRANSITION_OPERATIONS,
  ...ORDER_LOG_ACTIONS.filter(
    (action): action is Exclude<typeof action, 'proposal_submitted' | 'proposal_decided'> =>
      action !== 'proposal_submitted' && action !== 'proposal_decided',
  ),
  ...ORDER_PROPOSAL_KINDS.flatMap((kind) => [`propose_${kind}`, `approve_${kind}`, `reject_${kind}`] as const),
];

describe.each(ORDER_LABEL_LANGUAGES)(
  '%s: every name that reaches the timeline, the logs and the console',
  (language) => {
    it.each(LOG_NAMES)('the log action %s has a label', (name) => {
      const label = orderLogLabel(language, name);
      expect(label).not.toBe(name);
      expect(label).not.toMatch(/^[a-z_]+$/);
    });
    it.each(ORDER_STATUSES)('the status %s has a label', (status) => {
      expect(orderLabel(language, 'status', status)).not.toBe(status);
    });
  },
);
