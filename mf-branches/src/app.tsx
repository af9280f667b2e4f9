import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { BranchDetailPage } from './branch-detail/branch-detail-page';
import { BranchSelectPage } from './branch-select/branch-select-page';
import { BranchesPage } from './branches/branches-page';
import { UnitsPage } from './units/units-page';

/** The branches module's routes (spec §2); the shell has already guarded them. */
export function App() {
  const { t } = useTranslation('branches');
  return (
    <Routes>
      <Route path="/b2b/branches" element={<BranchesPage title={t('pages.branches')} />} />
      <Route path="/b2b/properties/list" element={<BranchesPage title={t('pages.branches')} />} />
      <Route path="/b2b/branches/list" element={<BranchesPage title={t('pages.branchList')} />} />
      <Route path="/b2b/branches/select" element={<BranchSelectPage title={t('pages.selectBranches')} />} />
      <Route path="/b2b/branches/:id" element={<BranchDetailPage />} />
      <Route path="/b2b/properties/:id" element={<BranchDetailPage />} />
      <Route path="/b2b/units" element={<UnitsPage title={t('pages.units')} />} />
    </Routes>
  );
}
