import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAreas, useCities, useOptions, usePropertyTypes } from '../reference/reference-queries';

type Props = { filters: Record<string, string>; onChange: (changes: Record<string, string | undefined>) => void };

/** Branch type and area filters of the branch table (kept in the URL with the rest of the list state). */
export function BranchFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('branches');
  const riyadh = useCities().data?.items.find((city) => city.is_serviced)?.id;
  const types = useOptions(usePropertyTypes().data?.items);
  const areas = useOptions(useAreas(riyadh).data?.items);
  const select = (key: string, label: string, all: string, options: { value: string; label: string }[]) => {
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
      {select('property_type_id', t('branches.filterType'), t('branches.allTypes'), types)}
      {select('area_id', t('branches.filterArea'), t('branches.allAreas'), areas)}
    </>
  );
}
