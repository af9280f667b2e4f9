import { ComingSoon, currentLanguage, DeclaredRoutes } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { BreakdownPage } from './analytics/breakdown-page';
import { OverviewPage } from './analytics/overview-page';
import { dashboardRoutes } from './routes';
import { ScorecardsPage } from './scorecards/scorecards-page';

/** The dashboard module's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  useTranslation(); // re-render on a language switch (the extra page's title comes from its labels)
  const whatsNew = dashboardRoutes.routes.whatsNew?.navigation?.labels[currentLanguage()] ?? '';
  return (
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
  );
}
