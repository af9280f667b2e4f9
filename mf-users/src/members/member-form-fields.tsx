import { makeStyles } from '@fluentui/react-components';
import type { MemberOptions } from '@portal/shared/contract';
import { FormDateField, FormSelectField, FormTextField } from '@portal/shared/forms';
import type { Control } from 'react-hook-form';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { roleLabel } from '../roles/role-label';
import { BranchPicker } from './branch-picker';

export type MemberFormFields = {
  phone: string;
  full_name: string;
  username: string;
  email: string | null;
  role_id: string;
  branch_ids: string[];
  expires_on: string | null;
};

const useStyles = makeStyles({
  grid: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
});

/** The member fields of spec §3 User: full name, username, email, role, branches, expiry (the role type follows the role). */
export function MemberFormFieldset({
  control,
  options,
}: {
  control: Control<MemberFormFields>;
  options: MemberOptions | undefined;
}) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  return (
    <div className={styles.grid}>
      <FormTextField control={control} name="full_name" label={t('members.fullName')} required />
      <FormTextField control={control} name="username" label={t('members.username')} required dir="ltr" />
      <FormTextField control={control} name="email" label={t('members.email')} type="email" dir="ltr" />
      <FormSelectField
        control={control}
        name="role_id"
        label={t('members.role')}
        required
        options={(options?.roles ?? []).map((role) => ({
          value: role.id,
          label: roleLabel(t, role),
        }))}
      />
      <FormDateField
        control={control}
        name="expires_on"
        label={t('members.expiresOn')}
        hint={t('members.expiresHint')}
      />
      <BranchPicker control={control} branches={options?.branches ?? []} />
    </div>
  );
}
