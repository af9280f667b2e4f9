import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
} from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { applyFieldErrors, FormSelectField, FormTextField, isApiError, notifySuccess } from '@portal/shared';
import { type Permission, ROLE_TYPES, type Role, type RoleType, roleBodySchema } from '@portal/shared/contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PermissionMatrix, permissionKey } from './permission-matrix';
import { useSaveRole } from './roles-query';

type RoleForm = { name: string; type: RoleType; permissions: Permission[] };

const useStyles = makeStyles({ fields: { display: 'grid', gap: '12px', gridTemplateColumns: '1fr 1fr' } });

/** Create or edit a role: a name plus the (module, action) pairs ticked in the matrix. */
export function RoleEditorDialog({ role, onClose }: { role?: Role; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('users');
  const save = useSaveRole();
  const [selected, setSelected] = useState(
    () => new Set((role?.permissions ?? []).map((p) => permissionKey(p as Permission))),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RoleForm>({
    resolver: valibotResolver(roleBodySchema) as unknown as Resolver<RoleForm>,
    defaultValues: {
      name: role?.name ?? '',
      type: (role?.type as RoleType | undefined) ?? 'Employee',
      permissions: [],
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const permissions = [...selected].map((k) => {
      const [action, subject] = k.split('|') as [Permission['action'], Permission['subject']];
      return { action, subject };
    });
    try {
      await save.mutateAsync({ id: role?.id, body: { name: values.name, type: values.type, permissions } });
      notifySuccess(role ? 'updated' : 'created');
      onClose();
    } catch (error) {
      const placed = applyFieldErrors(error, (name, e) => {
        if (name === 'name' || name === 'type') form.setError(name, e);
      });
      if (!placed && isApiError(error)) setFailure(error.message);
    }
  });

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: '95vw', width: '1200px' }}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{role ? t('roles.edit') : t('roles.add')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: '16px' }}>
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
              {failure ? (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
                {role ? t('actions.save') : t('actions.add')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
