// Menus and popovers opened from the sticky header are placed against the viewport (`fixed`), like their trigger.
// With Fluent's default (`absolute`, against the page), any scroll while one is open (the page still growing as a
// dashboard renders, a browser scrolling a menu item into view) moves it on every frame, and a submenu could close
// under the pointer before it was clicked.
export const HEADER_POSITIONING = { strategy: 'fixed' } as const;
