import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useAppAbility } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useBranchList } from '../branches/branch-queries';
import { useOptions, useUnitTypes } from '../reference/reference-queries';

type Props = { filters: Record<string, string>; onChange: (changes: Record<string, string | undefined>) => void };
type Choice = { value: string; label: string };

export const UNIT_FILTER_KEYS = ['branch_id', 'unit_type_id'] as const;

/** Branch and unit type filters of the units table (kept in the URL with the rest of the list state). */
export function UnitFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('branches');
  const types = useOptions(useUnitTypes().data?.items);
  // Without read b2b_branches the list would answer 403 (which signs out): offer no branch filter then.
  const canReadBranches = useAppAbility().can('read', 'b2b_branches');
  const branchList = useBranchList({ perPage: 100, sortBy: 'name' }, canReadBranches);
  const branches: Choice[] = (branchList.data?.items ?? []).map((b) => ({
    value: b.id,
    label: `${b.name} (${b.code})`,
  }));
  const select = (key: string, label: string, all: string, options: Choice[]) => {
    const selected = options.find((option) => option.value === filters[key]);
    return (
      <Field label={label}>
        <Dropdown
          value={selected?.label ?? all}
          selectedOptions={[selected?.value ?? '']}
          onOptionSelect={(_e, data) => onChange({ [key]: data.optionValue || undefined })}
        >
          <Option value="">{all}</Option>
          {options.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  };
  return (
    <>
      {canReadBranches ? select('branch_id', t('units.branch'), t('units.allBranches'), branches) : null}
      {select('unit_type_id', t('units.type'), t('units.allTypes'), types)}
    </>
  );
}
