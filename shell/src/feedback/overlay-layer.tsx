import { makeStaticStyles } from '@fluentui/react-components';
import { useEffect } from 'react';

// Spec §9: overlays (dialogs, drawers, popovers, toasts) stack at z-index 2000, above the sticky navbar and
// anything a remote renders in the content area. Fluent mounts every portal in a node marked data-portal-node.
const useOverlayStyles = makeStaticStyles({
  '[data-portal-node]': { zIndex: 2000, position: 'relative' },
});

/**
 * Fluent's focus manager (Tabster) hides everything outside an open modal with aria-hidden, but it can leave a
 * stale aria-hidden on the portal of the dialog opened next (fluentui#35139, #35985), most often when one dialog
 * closes and another opens at once, and with several React roots (shell + remotes). The topmost open modal
 * must always be reachable by assistive technology: drop aria-hidden from it and its ancestors.
 */
function revealTopmostModal(): void {
  const modals = document.querySelectorAll<HTMLElement>(
    '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
  );
  const top = modals[modals.length - 1];
  for (let node: HTMLElement | null = top ?? null; node && node !== document.body; node = node.parentElement) {
    if (node.getAttribute('aria-hidden') === 'true') node.removeAttribute('aria-hidden');
  }
}

export function OverlayLayer() {
  useOverlayStyles();
  useEffect(() => {
    const observer = new MutationObserver(revealTopmostModal);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, []);
  return null;
}
