import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { fieldRoutes } from './routes';

// Each page is a chunk of its own, loaded when its route opens: the remote's first chunk (routes, strings, the
// app) stays within its size budget (issue 15.2), and the visit screen (photos, checklist, cash) loads only when a
// visit is opened. The pages' contract schemas would otherwise bring valibot into the first chunk.
const VisitsPage = lazy(() => import('./visits/visits-page').then((m) => ({ default: m.VisitsPage })));
const VisitPage = lazy(() => import('./visit/visit-page').then((m) => ({ default: m.VisitPage })));
// The outbox and the install (manifest, service worker) load beside the first page, never in the first chunk.
const OfflineLayer = lazy(() => import('./offline/offline-layer'));

/** The field app's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  return (
    <Suspense fallback={<Spinner style={{ padding: 48 }} />}>
      <OfflineLayer />
      <DeclaredRoutes declaration={fieldRoutes} pages={{ visits: <VisitsPage />, visit: <VisitPage /> }} />
    </Suspense>
  );
}
