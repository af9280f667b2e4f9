// Issue 28.5 (ADR 0048): a toast never covers the page's main button. Fluent's toasters sit in a corner of the window
// (292 px wide, 20 px from the side, 16 px from the edge); each toast is placed, when it is dispatched, in the
// first of its host's corners whose area — the toasts already there plus the new one — meets none of the page's
// main buttons (the primary and submit buttons in view, and the button just pressed).

export type ToastCorner = 'top-end' | 'bottom-end' | 'top-start' | 'bottom-start' | 'top' | 'bottom';
export type Box = { left: number; top: number; right: number; bottom: number };
export type Screen = { width: number; height: number; rtl: boolean };

const TOASTER_WIDTH = 292;
const SIDE_OFFSET = 20;
const EDGE_OFFSET = 16;

/** The window's area a corner's toasts take when they reach `extent` px from its edge. */
export function cornerArea(corner: ToastCorner, screen: Screen, extent: number): Box {
  const [edge, side] = corner.split('-') as ['top' | 'bottom', 'end' | 'start' | undefined];
  const top = edge === 'top' ? EDGE_OFFSET : screen.height - EDGE_OFFSET - extent;
  const vertical = { top, bottom: top + extent };
  if (!side) {
    const left = Math.max(0, (screen.width - TOASTER_WIDTH) / 2);
    return { ...vertical, left, right: Math.min(screen.width, left + TOASTER_WIDTH) };
  }
  // "end" is the right in left-to-right, the left in right-to-left.
  const onRight = (side === 'end') !== screen.rtl;
  const left = onRight ? screen.width - SIDE_OFFSET - TOASTER_WIDTH : SIDE_OFFSET;
  return { ...vertical, left: Math.max(0, left), right: Math.min(screen.width, left + TOASTER_WIDTH) };
}

const meets = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The first corner (in the host's order of preference) whose area, `extentOf(corner)` px deep, meets none of
 * `buttons`; the first corner when every one would (the toast is short-lived, and the user may scroll).
 */
export function chooseCorner(
  corners: readonly [ToastCorner, ...ToastCorner[]],
  screen: Screen,
  buttons: readonly Box[],
  extentOf: (corner: ToastCorner) => number,
): ToastCorner {
  const clear = corners.find((corner) => {
    const area = cornerArea(corner, screen, extentOf(corner));
    return !buttons.some((button) => meets(area, button));
  });
  return clear ?? corners[0];
}

/**
 * The page's main buttons on screen: its header's actions (PageHeader marks them), the submit buttons of the page
 * and of an open dialog, and the button just pressed (focus is still on it).
 */
const MAIN_BUTTONS = [
  '#content [data-page-actions] button',
  '#content [data-page-actions] a',
  '#content button[type="submit"]',
  '.fui-DialogSurface button[type="submit"]',
].join(', ');

function mainButtons(): Box[] {
  const found = new Set<Element>(document.querySelectorAll(MAIN_BUTTONS));
  const pressed = document.activeElement?.closest('button, a[href], [role="button"]');
  if (pressed) found.add(pressed);
  return [...found]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight);
}

/** How far from its edge a corner's toasts already reach (0 when none is shown there). */
function stackDepth(corner: ToastCorner): number {
  const toaster = document.querySelector(`[data-toaster-position="${corner}"]`);
  if (!toaster || toaster.childElementCount === 0) return 0;
  return toaster.getBoundingClientRect().height;
}

/** The corner for a toast about to be shown, `height` px tall (an estimate: its text is not laid out yet). */
export function placeToast(corners: readonly [ToastCorner, ...ToastCorner[]], height: number): ToastCorner {
  const screen = {
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
    rtl: document.documentElement.dir === 'rtl',
  };
  return chooseCorner(corners, screen, mainButtons(), (corner) => stackDepth(corner) + height);
}
