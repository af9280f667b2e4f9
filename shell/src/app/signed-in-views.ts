import { type ComponentProps, type ComponentType, lazy } from 'react';
import { loadedSignedInViews, loadSignedInViews } from './load-signed-in';
import type { DefaultLayout as Layout, ModuleRoute as Outlet } from './signed-in-chunk';

// The signed-in layout and the remote outlet. A signed-in visit requests them from the entry script, in parallel
// with the bootstrap, and the bootstrap renders once they are here: the page then renders them directly. Rendered
// through React.lazy instead, they suspend, and React holds back the reveal of a suspended page until 300 ms after
// its fallback showed (its fallback throttle): that wait was a third of a cold navigation's time to the first
// remote (issue 15.2). Guests (public pages inside the layout) get them lazily.

type Views = {
  DefaultLayout: ComponentType<ComponentProps<typeof Layout>>;
  ModuleRoute: ComponentType<ComponentProps<typeof Outlet>>;
};
let chosen: Views | null = null;

/** The components to render, chosen once per page load so they never change type (that would remount the page). */
export function signedInViews(): Views {
  chosen ??= loadedSignedInViews() ?? {
    DefaultLayout: lazy(() => loadSignedInViews().then((m) => ({ default: m.DefaultLayout }))),
    ModuleRoute: lazy(() => loadSignedInViews().then((m) => ({ default: m.ModuleRoute }))),
  };
  return chosen;
}
