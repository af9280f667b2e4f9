import type { Page } from '@playwright/test';

// The phone sweep's measure (issue 28.1): how far a page reaches past a phone's screen sideways, after its content
// shows. Two figures, as a person sees them: the document scrolls sideways (its scroll width beyond the device's
// width or its own client width), or a visible element pokes past the screen's edge where the page hides the
// scroll (body overflow hidden) and cuts it off instead.

export type Sideways = {
  /** px the document scrolls sideways */
  document: number;
  /** px the farthest visible element reaches past either edge of the screen (not clipped by a box of its own) */
  element: number;
  /** that element, as tag.class "text" */
  culprit: string;
};

/** Measures the page now; `deviceWidth` is the phone's width (with isMobile, innerWidth grows with the content). */
export function measureSideways(page: Page, deviceWidth: number): Promise<Sideways> {
  return page.evaluate((width) => {
    const root = document.documentElement;
    const scroll = Math.max(0, root.scrollWidth - root.clientWidth, root.scrollWidth - width);
    // An ancestor (below body) that clips or scrolls sideways holds the element: the ancestor is measured instead.
    const heldByBox = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 2) : [];
      const id = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''}${classes.map((c) => `.${c}`).join('')} "${text}"`;
    };
    let worst = 0;
    let culprit = '';
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      // visually hidden text for screen readers (1 px, clipped) is never seen
      if (box.width <= 1 || box.height <= 1) continue;
      const past = Math.max(box.right - width, -box.left);
      if (past <= worst || past < 1) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (heldByBox(element)) continue;
      worst = past;
      culprit = describe(element);
    }
    return { document: Math.round(scroll), element: Math.round(worst), culprit };
  }, deviceWidth);
}

/** Requests in flight, the live event streams left out (they never end). */
export function trackRequests(page: Page): () => number {
  const inFlight = new Set<unknown>();
  const counted = (url: string) => !url.includes('/events/stream');
  page.on('request', (r) => void (counted(r.url()) && inFlight.add(r)));
  page.on('requestfinished', (r) => void inFlight.delete(r));
  page.on('requestfailed', (r) => void inFlight.delete(r));
  return () => inFlight.size;
}
