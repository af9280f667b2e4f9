import { useTypedTranslation } from '@portal/shared';
import type { en } from './en';
import type { scorecardsEn } from './scorecards.en';

/** The dashboard's strings: the first chunk's catalogue and the scorecards page's, added when that page loads. */
type DashboardStrings = Omit<typeof en, 'scorecards'> & { scorecards: typeof en.scorecards & typeof scorecardsEn };

/** The `dashboard` namespace with its keys checked against the English catalogue: a wrong key fails the type check. */
export const useDashboardTranslation = () => useTypedTranslation<DashboardStrings>('dashboard');
