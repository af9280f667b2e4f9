import { Dropdown, Field, Option } from '@fluentui/react-components';
import { translateMessage } from '@portal/shared';
import { type Control, Controller } from 'react-hook-form';
import { useUsersTranslation } from '../i18n/use-users-translation';
import type { MemberFormFields } from './member-form-fields';

/** Assigned branches (none = every branch of the company). */
export function BranchPicker({
  control,
  branches,
}: {
  control: Control<MemberFormFields>;
  branches: { id: string; name: string }[];
}) {
  const { t } = useUsersTranslation();
  return (
    <Controller
      control={control}
      name="branch_ids"
      render={({ field, fieldState }) => {
        const selected = field.value ?? [];
        const names = branches.filter((b) => selected.includes(b.id)).map((b) => b.name);
        return (
          <Field
            label={t('members.branches')}
            hint={t('members.branchesHint')}
            validationState={fieldState.error ? 'error' : undefined}
            validationMessage={translateMessage(fieldState.error?.message)}
          >
            <Dropdown
              multiselect
              placeholder={t('members.allBranches')}
              value={names.join(', ')}
              selectedOptions={selected}
              onOptionSelect={(_e, data) => field.onChange(data.selectedOptions)}
              disabled={branches.length === 0}
            >
              {branches.map((branch) => (
                <Option key={branch.id} value={branch.id}>
                  {branch.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      }}
    />
  );
}
