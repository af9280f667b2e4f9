import {
  GATEWAY_STATUSES,
  INVOICE_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  TEMP_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
} from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

// Every spec §4 value the money pages show has a label in each language, and no two values of one
// vocabulary read the same (a user could not tell them apart).
const vocabularies = {
  paymentStatus: PAYMENT_STATUSES,
  paymentMethod: PAYMENT_METHODS,
  paymentType: PAYMENT_TYPES,
  transactionType: WALLET_TRANSACTION_TYPES,
  transferStatus: TEMP_TRANSACTION_STATUSES,
  gatewayStatus: GATEWAY_STATUSES,
  invoiceKind: INVOICE_KINDS,
} as const;

describe.each([
  ['ar', ar],
  ['en', en],
  ['fr', fr],
] as const)('%s labels', (_language, catalogue) => {
  it.each(Object.entries(vocabularies))('labels every %s value, each differently', (set, values) => {
    const labels = catalogue.labels[set as keyof typeof vocabularies] as Record<string, string>;
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) expect(labels[value]?.trim()).toBeTruthy();
    expect(new Set(Object.values(labels)).size).toBe(values.length);
  });
});

it('Arabic labels are Arabic text', () => {
  for (const set of Object.keys(vocabularies) as (keyof typeof vocabularies)[])
    for (const label of Object.values(ar.labels[set] as Record<string, string>))
      expect(label).toMatch(/[\u0600-\u06ff]/);
});
