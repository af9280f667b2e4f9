import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { FormDialog, FormSelectField, FormTextField, useContractForm } from '@portal/shared';
import { type Permission, ROLE_TYPES, type Role, type RoleType, roleBodySchema } from '@portal/shared/contract';
import { useState } from 'react';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { PermissionMatrix, permissionKey } from './permission-matrix';
import { useSaveRole } from './roles-query';

const useStyles = makeStyles({
  surface: { maxWidth: '95vw', width: '1200px' },
  content: { display: 'grid', gap: '16px' },
  fields: { display: 'grid', gap: '12px', gridTemplateColumns: '1fr 1fr' },
});
/** Only these API fields have an input here; a refusal of the permissions is shown in the dialog. */
const FIELDS: readonly string[] = ['name', 'type'];

/** Create or edit a role: a name plus the (module, action) pairs ticked in the matrix. */
export function RoleEditorDialog({ role, onClose }: { role?: Role; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  const save = useSaveRole();
  const [selected, setSelected] = useState(
    () => new Set((role?.permissions ?? []).map((p) => permissionKey(p as Permission))),
  );
  const form = useContractForm(roleBodySchema, {
    name: role?.name ?? '',
    type: (role?.type as RoleType | undefined) ?? 'Employee',
    permissions: [],
  });
  // The matrix's ticks are the permissions sent; the form holds the name and the type.
  const permissions = () =>
    [...selected].map((k) => {
      const [action, subject] = k.split('|') as [Permission['action'], Permission['subject']];
      return { action, subject };
    });

  return (
    <FormDialog
      title={role ? t('roles.edit') : t('roles.add')}
      form={form}
      onSubmit={(values) =>
        save.mutateAsync({ id: role?.id, body: { name: values.name, type: values.type, permissions: permissions() } })
      }
      success={role ? 'updated' : 'created'}
      onClose={onClose}
      submitLabel={role ? t('actions.save') : t('actions.add')}
      fieldName={(name) => (FIELDS.includes(name) ? name : undefined)}
      showFailure
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      <div className={styles.fields}>
        <FormTextField control={form.control} name="name" label={t('roles.name')} required />
        <FormSelectField
          control={form.control}
          name="type"
          label={t('roles.type')}
          options={ROLE_TYPES.map((type) => ({ value: type, label: t(`roleTypes.${type}`) }))}
        />
      </div>
      <MessageBar intent="info">
        <MessageBarBody>{t('roles.menuHint')}</MessageBarBody>
      </MessageBar>
      <PermissionMatrix value={selected} onChange={setSelected} />
    </FormDialog>
  );
}
