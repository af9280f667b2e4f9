import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, below, NAV_OVERLAY_BELOW } from './breakpoints';

describe('breakpoints (spec §9)', () => {
  it('are xs 0, sm 600, md 960, lg 1264, xl 1904, and the navigation overlays below 976 px', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 });
    expect(NAV_OVERLAY_BELOW).toBe(976);
    expect(below(NAV_OVERLAY_BELOW)).toBe('(max-width: 975.98px)');
  });
});
