import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { IdempotencyKeys } from './idempotency-key';

describe('one Idempotency-Key per submission', () => {
  it('keeps the key for a retry of the same body', () => {
    const keys = new IdempotencyKeys();
    const first = keys.headerFor('card:10000')[IDEMPOTENCY_HEADER];
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys.headerFor('card:10000')[IDEMPOTENCY_HEADER]).toBe(first);
  });

  it('takes a new key when the body changes (the API answers 409 to a known key with another body)', () => {
    const keys = new IdempotencyKeys();
    const first = keys.headerFor('card:10000')[IDEMPOTENCY_HEADER];
    expect(keys.headerFor('card:20000')[IDEMPOTENCY_HEADER]).not.toBe(first);
  });

  it('takes a new key for the next submission once one succeeded', () => {
    const keys = new IdempotencyKeys();
    const first = keys.headerFor('card:10000')[IDEMPOTENCY_HEADER];
    keys.done();
    expect(keys.headerFor('card:10000')[IDEMPOTENCY_HEADER]).not.toBe(first);
  });
});
