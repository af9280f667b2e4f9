import { describe, expect, it } from 'vitest';
import { contractValidity } from './contract-validity';

// The validity hint of /b2b/account/contracts: days counted in Riyadh, the last day included.

describe('a contract’s validity', () => {
  const at = (iso: string) => new Date(iso);

  it('counts the days to its last day while it runs, soon in the last month', () => {
    expect(contractValidity('2026-01-01', '2026-12-31', at('2026-11-30T09:00:00Z'))).toEqual({
      state: 'active',
      days: 31,
      soon: false,
    });
    expect(contractValidity('2026-01-01', '2026-12-31', at('2026-12-01T09:00:00Z'))).toMatchObject({
      days: 30,
      soon: true,
    });
    expect(contractValidity('2026-01-01', '2026-12-31', at('2026-12-31T20:00:00Z'))).toMatchObject({ days: 0 });
  });

  it('reads the day in Riyadh: 21:30 UTC is already the next day', () => {
    expect(contractValidity('2026-01-01', '2026-12-31', at('2026-12-31T21:30:00Z'))).toEqual({ state: 'expired' });
  });

  it('says how far the start is when it has not begun', () => {
    expect(contractValidity('2027-01-10', '2027-12-31', at('2027-01-01T09:00:00Z'))).toEqual({
      state: 'upcoming',
      days: 9,
    });
  });
});
