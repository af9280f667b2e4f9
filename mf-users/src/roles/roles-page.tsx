import { Badge, Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  Can,
  type DataTableColumn,
  formatNumber,
  ListPage,
  useConfirmedDelete,
  useCurrentLanguage,
} from '@portal/shared';
import { ROLE_SORT_KEYS, type Role, type SortKeyOf } from '@portal/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../row-actions';
import { MoveUsersDialog } from './move-users-dialog';
import { RoleEditorDialog } from './role-editor-dialog';
import { roleLabel } from './role-label';
import { rolesQuery, useDeleteRole } from './roles-query';

const SUBJECT = 'b2b_roles_and_permissions';

/** /b2b/roles: the company's roles; the Admin role (manage all) is shown but locked. */
export function RolesPage() {
  const { t } = useTranslation('users');
  const remove = useDeleteRole();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [moving, setMoving] = useState<Role | null>(null);
  const language = useCurrentLanguage();

  const onDelete = async (role: Role) => {
    if (role.users_count > 0) return setMoving(role);
    await confirmedDelete(() => remove.mutateAsync({ id: role.id }));
  };

  const columns: DataTableColumn<Role, SortKeyOf<typeof ROLE_SORT_KEYS>>[] = [
    {
      key: 'name',
      header: t('roles.name'),
      sortKey: 'name',
      render: (r) => (
        <span>
          {roleLabel(t, r)}{' '}
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
          <RowActions
            subject={SUBJECT}
            name={roleLabel(t, r)}
            onEdit={() => setEditing(r)}
            onDelete={() => void onDelete(r)}
          />
        ),
    },
  ];

  return (
    <ListPage
      testId="roles-page"
      title={t('pages.roles')}
      subtitle={t('roles.subtitle')}
      actions={
        <Can I="insert" a={SUBJECT}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
            {t('roles.add')}
          </Button>
        </Can>
      }
      access={{ action: 'read', subject: SUBJECT }}
      listQuery={rolesQuery}
      tableLabel={t('pages.roles')}
      sortKeys={ROLE_SORT_KEYS}
      columns={columns}
      rowKey={(r) => r.id}
    >
      {editing ? (
        <RoleEditorDialog role={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {moving ? <MoveUsersDialog role={moving} onClose={() => setMoving(null)} /> : null}
    </ListPage>
  );
}
