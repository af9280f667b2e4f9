import { Route, Routes } from 'react-router';
import { AuditPage } from './audit/audit-page';
import { MembersPage } from './members/members-page';
import { RolesPage } from './roles/roles-page';

/** The users module's routes; the shell has already guarded them (module manifest). */
export function App() {
  return (
    <Routes>
      <Route path="/b2b/users/list" element={<MembersPage kind="user" />} />
      <Route path="/b2b/users/audit" element={<AuditPage />} />
      <Route path="/b2b/roles" element={<RolesPage />} />
      <Route path="/b2b/residents" element={<MembersPage kind="resident" />} />
    </Routes>
  );
}
