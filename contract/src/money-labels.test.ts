import { describe, expect, it } from 'vitest';
import {
  GATEWAY_STATUSES,
  INVOICE_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  TEMP_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
} from './money';
import { MONEY_LABEL_LANGUAGES, MONEY_LABELS, type MoneyLabelSet, moneyLabel } from './money-labels';

// Every spec §4 value the money pages and exports show has a label in each language, and no two values of one
// vocabulary read the same (a user could not tell them apart).
const vocabularies: Record<MoneyLabelSet, readonly string[]> = {
  paymentStatus: PAYMENT_STATUSES,
  paymentMethod: PAYMENT_METHODS,
  paymentType: PAYMENT_TYPES,
  transactionType: WALLET_TRANSACTION_TYPES,
  transferStatus: TEMP_TRANSACTION_STATUSES,
  gatewayStatus: GATEWAY_STATUSES,
  invoiceKind: INVOICE_KINDS,
};

describe.each(MONEY_LABEL_LANGUAGES)('%s labels', (language) => {
  it.each(Object.entries(vocabularies))('labels every %s value, each differently', (set, values) => {
    const labels = MONEY_LABELS[language][set as MoneyLabelSet] as Record<string, string>;
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) expect(labels[value]?.trim()).toBeTruthy();
    expect(new Set(Object.values(labels)).size).toBe(values.length);
  });
});

it('Arabic labels are Arabic text', () => {
  for (const set of Object.keys(vocabularies) as MoneyLabelSet[])
    for (const label of Object.values(MONEY_LABELS.ar[set] as Record<string, string>))
      expect(label).toMatch(/[\u0600-\u06ff]/);
});

it('reads a label by language, and an unknown value as sent', () => {
  expect(moneyLabel('fr', 'paymentMethod', 'transfer')).toBe('Virement bancaire');
  expect(moneyLabel('ar', 'paymentMethod', 'transfer')).toBe('تحويل بنكي');
  expect(moneyLabel('en', 'paymentStatus', 'legacy_code')).toBe('legacy_code');
});
