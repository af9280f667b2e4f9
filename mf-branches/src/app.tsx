import { DeclaredRoutes } from '@portal/shared';
import { BranchDetailPage } from './branch-detail/branch-detail-page';
import { BranchSelectPage } from './branch-select/branch-select-page';
import { BranchesPage } from './branches/branches-page';
import { useBranchesTranslation } from './i18n/use-branches-translation';
import { branchesRoutes } from './routes';
import { UnitsPage } from './units/units-page';

/** The branches module's pages, one per route declared in routes.ts (spec §2); the shell has already guarded them. */
export function App() {
  const { t } = useBranchesTranslation();
  return (
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
  );
}
