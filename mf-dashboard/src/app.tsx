import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { ComingSoon, currentLanguage, DeclaredRoutes } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewPage } from './analytics/overview-page';
import { dashboardRoutes } from './routes';

// The analytics overview is the module's landing page (navigation) and ships with the remote's first chunk; every
// other page is its own chunk, loaded when its route is opened, so the remote's initial JavaScript stays small
// (issue 15.2, as mf-orders).
const BreakdownPage = lazy(() => import('./analytics/breakdown-page').then((m) => ({ default: m.BreakdownPage })));
const ScorecardsPage = lazy(() => import('./scorecards/scorecards-page').then((m) => ({ default: m.ScorecardsPage })));

/** The dashboard module's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  useTranslation(); // re-render on a language switch (the extra page's title comes from its labels)
  const whatsNew = dashboardRoutes.routes.whatsNew?.navigation?.labels[currentLanguage()] ?? '';
  return (
    // A skeleton, not a spinner: the overview's chart placeholders already ship it, a spinner would add its code.
    <Suspense
      fallback={
        <Skeleton>
          <SkeletonItem style={{ height: 260 }} />
        </Skeleton>
      }
    >
      <DeclaredRoutes
        declaration={dashboardRoutes}
        pages={{
          analytics: <OverviewPage />,
          analytics2: <BreakdownPage />,
          scorecards: <ScorecardsPage />,
          // Present only in a build with PORTAL_E2E_EXTRA_PAGE=1 (see routes.ts).
          whatsNew: <ComingSoon title={whatsNew} />,
        }}
      />
    </Suspense>
  );
}
