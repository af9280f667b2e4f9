import { describe, expect, it } from 'vitest';
import { isOverdue, waited } from './waited';

const now = new Date('2026-12-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('time waited in a queue', () => {
  it('reads in minutes, then hours up to two days, then days', () => {
    expect(waited(ago(45 * MIN), now)).toEqual({ unit: 'minutes', count: 45 });
    expect(waited(ago(3 * 60 * MIN + 59 * MIN), now)).toEqual({ unit: 'hours', count: 3 });
    expect(waited(ago(47 * 60 * MIN), now)).toEqual({ unit: 'hours', count: 47 });
    expect(waited(ago(50 * 60 * MIN), now)).toEqual({ unit: 'days', count: 2 });
    expect(waited(ago(-5 * MIN), now)).toEqual({ unit: 'minutes', count: 0 }); // a clock slightly ahead
  });

  it('is overdue past 24 h while waiting, or when the API says so', () => {
    expect(isOverdue({ overdue: false, created_at: ago(24 * 60 * MIN + MIN) }, true, now)).toBe(true);
    expect(isOverdue({ overdue: false, created_at: ago(23 * 60 * MIN) }, true, now)).toBe(false);
    expect(isOverdue({ overdue: false, created_at: ago(30 * 60 * MIN) }, false, now)).toBe(false);
    expect(isOverdue({ overdue: true, created_at: ago(MIN) }, true, now)).toBe(true);
  });
});
