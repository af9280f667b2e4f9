import { ComingSoon } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';

/** The branches module's routes; the shell has already guarded them. Pages land with the branches feature issue. */
export function App() {
  const { t } = useTranslation('branches');
  return (
    <Routes>
      <Route path="/b2b/branches" element={<ComingSoon title={t('pages.branches')} />} />
      <Route path="/b2b/properties/list" element={<ComingSoon title={t('pages.branches')} />} />
      <Route path="/b2b/branches/list" element={<ComingSoon title={t('pages.branchList')} />} />
      <Route path="/b2b/branches/select" element={<ComingSoon title={t('pages.selectBranches')} />} />
      <Route path="/b2b/branches/:id" element={<ComingSoon title={t('pages.branchDetails')} />} />
      <Route path="/b2b/properties/:id" element={<ComingSoon title={t('pages.branchDetails')} />} />
    </Routes>
  );
}
