import { describe, expect, it } from 'vitest';
import { savingOf } from './saving';

describe('savingOf', () => {
  it('is the difference and its whole percent of the list price', () => {
    expect(savingOf(10_000, 7_500)).toEqual({ amount: 2_500, percent: 25 });
    expect(savingOf(30_000, 20_000)).toEqual({ amount: 10_000, percent: 33 });
  });

  it('is nothing at the list price or above it', () => {
    expect(savingOf(10_000, 10_000)).toEqual({ amount: 0, percent: 0 });
    expect(savingOf(10_000, 12_000)).toEqual({ amount: 0, percent: 0 });
  });
});
