import { makeStaticStyles } from '@fluentui/react-components';

// Spec §9: overlays (dialogs, drawers, popovers, toasts) stack at z-index 2000, above the sticky navbar and
// anything a remote renders in the content area. Fluent mounts every portal in a node marked data-portal-node.
const useOverlayStyles = makeStaticStyles({
  '[data-portal-node]': { zIndex: 2000, position: 'relative' },
});

export function OverlayLayer() {
  useOverlayStyles();
  return null;
}
