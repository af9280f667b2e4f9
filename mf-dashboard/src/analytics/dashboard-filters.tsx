import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useCurrentLanguage } from '@portal/shared';
import type { Dashboard } from '@portal/shared/contract';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';
import { useDashboardFilters } from './use-dashboard-filters';
import { YearField } from './year-field';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
  field: { minWidth: '140px', flex: '1 1 140px', maxWidth: '260px' },
  // A native select is as wide as its longest option (a long branch name) unless allowed to shrink: at 390 px it
  // pushed the page 11 px sideways (issue 28.1).
  select: { minWidth: 0 },
});

/** Year selector and branch filter, both kept in the URL. */
export function DashboardFilters({ dashboard }: { dashboard: Dashboard | undefined }) {
  const styles = useStyles();
  const { t } = useDashboardTranslation();
  const _language = useCurrentLanguage();
  const { filters, setYear, setBranch } = useDashboardFilters();
  return (
    <div className={styles.bar}>
      <YearField
        year={filters.year ?? dashboard?.year}
        years={dashboard?.years}
        onChange={setYear}
        className={styles.field}
      />
      <Field label={t('filters.branch')} className={styles.field}>
        <Select
          className={styles.select}
          data-testid="dashboard-branch"
          value={filters.branchId ?? ''}
          onChange={(_, data) => setBranch(data.value || null)}
        >
          <option value="">{t('filters.allBranches')}</option>
          {(dashboard?.branches ?? []).map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
