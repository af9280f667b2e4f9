import { ActionDialog, notifySuccess, type PickerSearch, SearchPicker } from '@portal/shared';
import type { ListResult, Role } from '@portal/shared/contract';
import { useState } from 'react';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { roleLabel } from './role-label';
import { rolesQuery, useDeleteRole } from './roles-query';

/** Guard rail: a role in use is deleted only by moving its users to another role first (same request). */
export function MoveUsersDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useUsersTranslation();
  const remove = useDeleteRole();
  const [target, setTarget] = useState<string | undefined>();
  // Any other role of the company, found by typing (the role being deleted is not a place to move to).
  const otherRoles = (search: PickerSearch) => ({
    ...rolesQuery({ ...search, sortBy: 'name' }),
    select: (list: ListResult<Role>) => ({ ...list, items: list.items.filter((r) => r.id !== role.id) }),
  });

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
    <ActionDialog
      modalType="alert"
      title={t('roles.moveTitle', { name: roleLabel(t, role) })}
      intro={t('roles.moveText', { count: role.users_count })}
      submitLabel={t('roles.moveAndDelete')}
      submitDisabled={!target}
      pending={remove.isPending}
      onSubmit={() => void confirm()}
      onClose={onClose}
      enterSubmits={false}
      cancelLabel={t('actions.cancel')}
    >
      <SearchPicker
        label={t('roles.moveTo')}
        required
        search={otherRoles}
        itemKey={(r) => r.id}
        itemLabel={(r) => roleLabel(t, r)}
        value={target ?? null}
        onChange={(picked) => setTarget(picked?.id)}
      />
    </ActionDialog>
  );
}
