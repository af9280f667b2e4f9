import { FilterSelect, useAppAbility } from '@portal/shared';
import { useBranchList } from '../branches/branch-queries';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { useOptions, useUnitTypes } from '../reference/reference-queries';

export const UNIT_FILTER_KEYS = ['branch_id', 'unit_type_id'] as const;

/** Branch and unit type filters of the units table (kept in the URL with the rest of the list state). */
export function UnitFilters() {
  const { t } = useBranchesTranslation();
  const types = useOptions(useUnitTypes().data?.items);
  // Without read b2b_branches the list would answer 403 (which signs out): offer no branch filter then.
  const canReadBranches = useAppAbility().can('read', 'b2b_branches');
  const branchList = useBranchList({ perPage: 100, sortBy: 'name' }, canReadBranches);
  const branches = (branchList.data?.items ?? []).map((b) => ({ value: b.id, label: `${b.name} (${b.code})` }));
  return (
    <>
      {canReadBranches ? (
        <FilterSelect name="branch_id" label={t('units.branch')} allLabel={t('units.allBranches')} options={branches} />
      ) : null}
      <FilterSelect name="unit_type_id" label={t('units.type')} allLabel={t('units.allTypes')} options={types} />
    </>
  );
}
