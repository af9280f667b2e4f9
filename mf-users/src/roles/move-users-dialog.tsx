import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Option,
} from '@fluentui/react-components';
import { notifySuccess } from '@portal/shared';
import type { Role } from '@portal/shared/contract';
import { useState } from 'react';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { roleLabel } from './role-label';
import { useDeleteRole, useRoles } from './roles-query';

/** Guard rail: a role in use is deleted only by moving its users to another role first (same request). */
export function MoveUsersDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useUsersTranslation();
  const remove = useDeleteRole();
  const [target, setTarget] = useState<string | undefined>();
  const roles = useRoles({ perPage: 100, sortBy: 'name' });
  const others = (roles.data?.items ?? []).filter((r) => r.id !== role.id);
  const targetRole = others.find((r) => r.id === target);
  const targetName = targetRole ? roleLabel(t, targetRole) : '';

  const confirm = async () => {
    if (!target) return;
    await remove.mutateAsync({ id: role.id, moveTo: target }).then(
      () => {
        notifySuccess('deleted');
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('roles.moveTitle', { name: roleLabel(t, role) })}</DialogTitle>
          <DialogContent style={{ display: 'grid', gap: '12px' }}>
            <span>{t('roles.moveText', { count: role.users_count })}</span>
            <Field label={t('roles.moveTo')} required>
              <Dropdown
                value={targetName}
                selectedOptions={target ? [target] : []}
                onOptionSelect={(_e, data) => setTarget(data.optionValue)}
              >
                {others.map((r) => (
                  <Option key={r.id} value={r.id}>
                    {roleLabel(t, r)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={!target || remove.isPending} onClick={() => void confirm()}>
              {t('roles.moveAndDelete')}
            </Button>
            <Button appearance="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
