import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import {
  Can,
  currentLanguage,
  DataTable,
  type DataTableColumn,
  formatNumber,
  PageHeader,
  useConfirmedDelete,
  useListQueryState,
} from '@portal/shared';
import type { Role } from '@portal/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveUsersDialog } from './move-users-dialog';
import { RoleEditorDialog } from './role-editor-dialog';
import { useDeleteRole, useRoles } from './roles-query';

const useStyles = makeStyles({ actions: { display: 'flex', gap: '4px' } });
const SUBJECT = 'b2b_roles_and_permissions';

/** /b2b/roles: the company's roles; the Admin role (manage all) is shown but locked. */
export function RolesPage() {
  const styles = useStyles();
  const { t } = useTranslation('users');
  const { state, query, update } = useListQueryState();
  const roles = useRoles(query);
  const remove = useDeleteRole();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [moving, setMoving] = useState<Role | null>(null);
  const language = currentLanguage();

  const onDelete = async (role: Role) => {
    if (role.users_count > 0) return setMoving(role);
    await confirmedDelete(() => remove.mutateAsync({ id: role.id }));
  };

  const columns: DataTableColumn<Role>[] = [
    {
      key: 'name',
      header: t('roles.name'),
      sortKey: 'name',
      render: (r) => (
        <span>
          {r.name}{' '}
          {r.is_admin ? (
            <Badge appearance="tint" color="brand">
              {t('roles.allPermissions')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    { key: 'type', header: t('roles.type'), sortKey: 'type', render: (r) => t(`roleTypes.${r.type}`) },
    {
      key: 'users',
      header: t('roles.users'),
      sortKey: 'users_count',
      render: (r) => formatNumber(r.users_count, language),
    },
    {
      key: 'permissions',
      header: t('roles.permissions'),
      render: (r) => (r.is_admin ? t('roles.allPermissions') : formatNumber(r.permissions.length, language)),
    },
    {
      key: 'actions',
      header: t('members.actions'),
      render: (r) =>
        r.is_admin ? null : (
          <div className={styles.actions}>
            <Can I="update" a={SUBJECT}>
              <Button
                appearance="subtle"
                icon={<EditRegular />}
                aria-label={t('actions.editNamed', { name: r.name })}
                onClick={() => setEditing(r)}
              />
            </Can>
            <Can I="delete" a={SUBJECT}>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('actions.deleteNamed', { name: r.name })}
                onClick={() => void onDelete(r)}
              />
            </Can>
          </div>
        ),
    },
  ];

  return (
    <section data-testid="roles-page">
      <PageHeader
        title={t('pages.roles')}
        subtitle={t('roles.subtitle')}
        actions={
          <Can I="insert" a={SUBJECT}>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
              {t('roles.add')}
            </Button>
          </Can>
        }
      />
      <DataTable
        label={t('pages.roles')}
        columns={columns}
        rows={roles.data?.items}
        rowKey={(r) => r.id}
        total={roles.data?.total ?? 0}
        loading={roles.isFetching}
        state={state}
        onChange={update}
      />
      {editing ? (
        <RoleEditorDialog role={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {moving ? <MoveUsersDialog role={moving} onClose={() => setMoving(null)} /> : null}
    </section>
  );
}
