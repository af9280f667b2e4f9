import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { BranchesPage } from './branches/branches-page';
import { useBranchesTranslation } from './i18n/use-branches-translation';
import { branchesRoutes } from './routes';

// The branch list is the module's landing page (navigation) and ships with the remote's first chunk; every other
// page is its own chunk, loaded when its route is opened, so the remote's initial JavaScript stays small
// (issue 15.2, as mf-orders).
const BranchSelectPage = lazy(() =>
  import('./branch-select/branch-select-page').then((m) => ({ default: m.BranchSelectPage })),
);
const BranchDetailPage = lazy(() =>
  import('./branch-detail/branch-detail-page').then((m) => ({ default: m.BranchDetailPage })),
);
const UnitsPage = lazy(() => import('./units/units-page').then((m) => ({ default: m.UnitsPage })));

/** The branches module's pages, one per route declared in routes.ts (spec §2); the shell has already guarded them. */
export function App() {
  const { t } = useBranchesTranslation();
  return (
    <Suspense fallback={<Spinner style={{ padding: 48 }} />}>
      <DeclaredRoutes
        declaration={branchesRoutes}
        pages={{
          branches: <BranchesPage title={t('pages.branches')} />,
          propertiesList: <BranchesPage title={t('pages.branches')} />,
          branchList: <BranchesPage title={t('pages.branchList')} />,
          selectBranches: <BranchSelectPage title={t('pages.selectBranches')} />,
          branchDetail: <BranchDetailPage />,
          propertyDetail: <BranchDetailPage />,
          units: <UnitsPage title={t('pages.units')} />,
        }}
      />
    </Suspense>
  );
}
