import { describe, expect, it } from 'vitest';
import { type Box, chooseCorner, cornerArea } from './toast-placement';

const PHONE = { width: 390, height: 844, rtl: true };
const DESKTOP = { width: 1366, height: 768, rtl: false };
const CORNERS = ['top-end', 'bottom-end', 'top-start', 'bottom-start'] as const;
const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('toast placement (issue 28.5)', () => {
  it('puts the end corner on the left in right-to-left and on the right in left-to-right', () => {
    expect(cornerArea('top-end', PHONE, 64)).toEqual({ left: 20, right: 312, top: 16, bottom: 80 });
    expect(cornerArea('top-end', DESKTOP, 64)).toEqual({ left: 1054, right: 1346, top: 16, bottom: 80 });
    expect(cornerArea('bottom', DESKTOP, 100)).toEqual({ left: 537, right: 829, top: 652, bottom: 752 });
  });

  it('keeps top-end while the main button is elsewhere', () => {
    expect(chooseCorner(CORNERS, DESKTOP, [box(1200, 300, 120, 32)], () => 64)).toBe('top-end');
  });

  it('moves the toast away from a main button under the top-end corner, also below a stack of toasts', () => {
    // A phone in Arabic: "New order" at the top left, beside the title; a second toast reaches down to it.
    const newOrder = box(12, 100, 113, 32);
    expect(chooseCorner(CORNERS, PHONE, [newOrder], () => 64)).toBe('top-end');
    expect(chooseCorner(CORNERS, PHONE, [newOrder], (corner) => (corner === 'top-end' ? 128 : 64))).toBe('bottom-end');
    // A desktop with main buttons under both end corners (a page action, a form's submit): the start corner.
    const buttons = [box(1180, 60, 140, 32), box(1180, 700, 140, 32)];
    expect(chooseCorner(CORNERS, DESKTOP, buttons, () => 64)).toBe('top-start');
  });

  it('falls back to the preferred corner when every corner would cover a button', () => {
    const everywhere = [box(0, 0, 390, 200), box(0, 644, 390, 200)];
    expect(chooseCorner(CORNERS, PHONE, everywhere, () => 64)).toBe('top-end');
  });
});
