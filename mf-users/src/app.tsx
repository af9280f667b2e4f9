import { ComingSoon } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';

/** The users module's routes; the shell has already guarded them. Pages land with the users feature issue. */
export function App() {
  const { t } = useTranslation('users');
  return (
    <Routes>
      <Route path="/b2b/users/list" element={<ComingSoon title={t('pages.users')} />} />
      <Route path="/b2b/roles" element={<ComingSoon title={t('pages.roles')} />} />
      <Route path="/b2b/residents" element={<ComingSoon title={t('pages.residents')} />} />
    </Routes>
  );
}
