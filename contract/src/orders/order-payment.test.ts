import { describe, expect, it } from 'vitest';
import { advanceIsDue, orderMoney, orderPaymentType } from './order-payment';

const facts = { total: 10_000, paid: 0, method: 'credit_card' as const, transfer_pending: false };

describe('orderMoney', () => {
  it('reads unpaid, partial, paid and collected, always summing to the total', () => {
    expect(orderMoney(facts)).toEqual({ total_paid: 0, total_due: 10_000, payment_status: 'unpaid' });
    expect(orderMoney({ ...facts, paid: 4_000 })).toEqual({
      total_paid: 4_000,
      total_due: 6_000,
      payment_status: 'partial',
    });
    expect(orderMoney({ ...facts, paid: 10_000 })).toEqual({
      total_paid: 10_000,
      total_due: 0,
      payment_status: 'paid',
    });
    expect(orderMoney({ ...facts, method: 'cash', paid: 10_000 }).payment_status).toBe('collected');
  });

  it('a pending transfer is on hold; a package visit owes nothing; an overpayment is never a negative due', () => {
    expect(orderMoney({ ...facts, method: 'transfer', transfer_pending: true }).payment_status).toBe('on_hold');
    expect(orderMoney({ ...facts, total: 0, method: null })).toEqual({
      total_paid: 0,
      total_due: 0,
      payment_status: 'none',
    });
    expect(orderMoney({ ...facts, total: 8_000, paid: 10_000 })).toEqual({
      total_paid: 8_000,
      total_due: 0,
      payment_status: 'paid',
    });
  });
});

it('a payment is the advance while assigned and the final one at the end', () => {
  expect(orderPaymentType('assigned')).toBe('advance');
  expect(orderPaymentType('advance_payment_failed')).toBe('advance');
  expect(orderPaymentType('in_progress')).toBe('final');
  expect(orderPaymentType('created')).toBeNull();
});

it('only card and transfer orders owe an advance', () => {
  expect(advanceIsDue('credit_card', 100)).toBe(true);
  expect(advanceIsDue('transfer', 100)).toBe(true);
  expect(advanceIsDue('wallet', 100)).toBe(false);
  expect(advanceIsDue('cash', 100)).toBe(false);
  expect(advanceIsDue('credit_card', 0)).toBe(false);
});
