import { FilterSelect, SearchPicker, useAppAbility, useListQueryState } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { branchSearchQuery, useBranch } from '../branches/branch-queries';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { useOptions, useUnitTypes } from '../reference/reference-queries';

export const UNIT_FILTER_KEYS = ['branch_id', 'unit_type_id'] as const;

/** Branch and unit type filters of the units table (kept in the URL with the rest of the list state). */
export function UnitFilters() {
  const { t } = useBranchesTranslation();
  const types = useOptions(useUnitTypes().data?.items);
  // Without read b2b_branches the list would answer 403 (which signs out): offer no branch filter then.
  const canReadBranches = useAppAbility().can('read', 'b2b_branches');
  return (
    <>
      {canReadBranches ? <BranchFilter /> : null}
      <FilterSelect name="unit_type_id" label={t('units.type')} allLabel={t('units.allTypes')} options={types} />
    </>
  );
}

/** Any of the company's branches, found by typing; a filter read from the URL is named by its own request. */
function BranchFilter() {
  const { t } = useBranchesTranslation();
  const [params] = useSearchParams();
  const { update } = useListQueryState();
  const branchId = params.get('branch_id');
  const named = useBranch(branchId ?? '', Boolean(branchId)).data;
  return (
    <SearchPicker
      label={t('units.branch')}
      clearLabel={t('units.allBranches')}
      search={branchSearchQuery}
      itemKey={(b) => b.id}
      itemLabel={(b) => `${b.name} (${b.code})`}
      value={branchId}
      valueLabel={named ? `${named.name} (${named.code})` : undefined}
      onChange={(picked) => update({ branch_id: picked?.id })}
    />
  );
}
