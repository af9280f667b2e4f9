import { Button, Caption1, makeStyles, Text } from '@fluentui/react-components';
import {
  grantKey,
  type Permission,
  ROLE_CATALOG_KEYS,
  ROLE_PRESET_NAMES,
  ROLE_PRESETS,
  ROLE_TYPES,
  type Role,
  type RolePresetName,
  type RoleType,
  roleBodySchema,
} from '@portal/shared/contract';
import { FormDialog, FormSelectField, FormTextField, useContractForm } from '@portal/shared/forms';
import { useState } from 'react';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { MenuPreview } from './menu-preview';
import { RolePermissions } from './role-permissions';
import { useSaveRole } from './roles-query';

const useStyles = makeStyles({
  surface: { maxWidth: '95vw', width: '1200px' },
  content: { display: 'grid', gap: '16px' },
  fields: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
  presets: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  body: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'minmax(0, 1fr) 260px',
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
/** Only these API fields have an input here; a refusal of the permissions is shown in the dialog. */
const FIELDS: readonly string[] = ['name', 'type'];
/** The role type a preset suggests (a user's role type follows their role). */
const PRESET_TYPE: Record<RolePresetName, RoleType> = {
  admin: 'Admin',
  branchManager: 'Leader',
  accountant: 'Employee',
  viewer: 'Employee',
};
const offered = new Set(ROLE_CATALOG_KEYS);

/** Create or edit a role: a name, a type, and the permissions ticked per module, with a preview of its menu. */
export function RoleEditorDialog({ role, onClose }: { role?: Role; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  const save = useSaveRole();
  const [selected, setSelected] = useState(() => new Set((role?.permissions ?? []).map(grantKey)));
  const form = useContractForm(roleBodySchema, {
    name: role?.name ?? '',
    type: (role?.type as RoleType | undefined) ?? 'Employee',
    permissions: [],
  });
  // Older roles may hold pairs the editor no longer offers: they are kept as they are, and said so.
  const hidden = [...selected].filter((k) => !offered.has(k)).length;
  const permissions = () =>
    [...selected].map((k) => {
      const [action, subject] = k.split('|') as [Permission['action'], Permission['subject']];
      return { action, subject };
    });
  const applyPreset = (name: RolePresetName) => {
    setSelected(new Set([...[...selected].filter((k) => !offered.has(k)), ...ROLE_PRESETS[name]]));
    form.setValue('type', PRESET_TYPE[name]);
  };

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
      <fieldset className={styles.presets} style={{ border: 0, margin: 0, padding: 0 }}>
        <Text as="span" weight="semibold">
          {t('roleEditor.startFrom')}
        </Text>
        {ROLE_PRESET_NAMES.map((name) => (
          <Button key={name} size="small" onClick={() => applyPreset(name)}>
            {t(`roleEditor.presets.${name}`)}
          </Button>
        ))}
      </fieldset>
      <div className={styles.body}>
        <RolePermissions value={selected} onChange={setSelected} />
        <MenuPreview permissions={selected} />
      </div>
      {hidden > 0 ? <Caption1>{t('roleEditor.otherKept', { count: hidden })}</Caption1> : null}
    </FormDialog>
  );
}
