import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import type { SelectOption } from './form-fields';
import { useListQueryState } from './use-list-query-state';

type Props = {
  /** The URL (and API) query key this filter sets, e.g. `area_id`. */
  name: string;
  label: string;
  /** The first option, which clears the filter ("All areas"). */
  allLabel: string;
  /** Already localized (see `useLocalizedName`). */
  options: SelectOption[];
};

/**
 * One filter of a list: its value lives in the URL like the rest of the list state (a reload or a shared link
 * keeps it), and choosing a value starts the list again from page 1.
 */
export function FilterSelect({ name, label, allLabel, options }: Props) {
  const [params] = useSearchParams();
  const { update } = useListQueryState();
  const selected = options.find((option) => option.value === params.get(name));
  return (
    <Field label={label}>
      <Dropdown
        value={selected?.label ?? allLabel}
        selectedOptions={[selected?.value ?? '']}
        onOptionSelect={(_e, data) => update({ [name]: data.optionValue || undefined })}
      >
        <Option value="">{allLabel}</Option>
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
