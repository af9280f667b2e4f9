import { Route, Routes } from 'react-router';
import { AnalyticsPage } from './analytics/analytics-page';

/** The dashboard module's routes; the shell has already guarded them. */
export function App() {
  return (
    <Routes>
      <Route path="/b2b/dashboards/analytics" element={<AnalyticsPage />} />
      <Route path="/b2b/dashboards/analytics2" element={<AnalyticsPage />} />
    </Routes>
  );
}
