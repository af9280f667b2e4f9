import { Field, Input, makeStyles } from '@fluentui/react-components';
import { createOpsUserBodySchema, type OpsRole, type OpsUser, updateOpsUserBodySchema } from '@portal/shared/contract';
import { FormDialog, FormTextField, useContractForm } from '@portal/shared/forms';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { createOpsUser, updateOpsUser } from './ops-user-queries';
import { RolesField } from './roles-field';

const useStyles = makeStyles({ surface: { maxWidth: '560px' }, content: { display: 'grid', gap: '16px' } });

/** Adds a person to the team (name, phone, roles: they sign in with a code sent to that phone). */
export function AddOpsUserDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const form = useContractForm(createOpsUserBodySchema, { name: '', phone: '', roles: [] as OpsRole[] });
  return (
    <FormDialog
      title={t('users.add')}
      form={form}
      onSubmit={(body) => createOpsUser(body)}
      success="created"
      onClose={onClose}
      submitLabel={t('users.addSubmit')}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      <FormTextField control={form.control} name="name" label={t('users.name')} required />
      <FormTextField
        control={form.control}
        name="phone"
        label={t('users.phone')}
        hint={t('users.phoneHint')}
        type="tel"
        dir="ltr"
        required
      />
      <RolesField control={form.control} name="roles" />
    </FormDialog>
  );
}

/** Changes a person's roles (the API refuses an admin's own demotion and leaving no admin). */
export function EditRolesDialog({ user, onClose }: { user: OpsUser; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const form = useContractForm(updateOpsUserBodySchema, { roles: user.roles });
  return (
    <FormDialog
      title={t('users.editRoles', { name: user.name })}
      form={form}
      onSubmit={(body) => updateOpsUser(user.id, body)}
      success="updated"
      onClose={onClose}
      showFailure
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      <Field label={t('users.phone')}>
        <Input value={user.phone} readOnly dir="ltr" />
      </Field>
      <RolesField control={form.control} name="roles" />
    </FormDialog>
  );
}
