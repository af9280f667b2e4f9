import { FilterSelect } from '@portal/shared';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { useAreas, useCities, useOptions, usePropertyTypes } from '../reference/reference-queries';

/** Branch type and area filters of the branch table (kept in the URL with the rest of the list state). */
export function BranchFilters() {
  const { t } = useBranchesTranslation();
  const riyadh = useCities().data?.items.find((city) => city.is_serviced)?.id;
  const types = useOptions(usePropertyTypes().data?.items);
  const areas = useOptions(useAreas(riyadh).data?.items);
  return (
    <>
      <FilterSelect
        name="property_type_id"
        label={t('branches.filterType')}
        allLabel={t('branches.allTypes')}
        options={types}
      />
      <FilterSelect name="area_id" label={t('branches.filterArea')} allLabel={t('branches.allAreas')} options={areas} />
    </>
  );
}
