import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { AddRegular, EditRegular, PersonAvailableRegular, PersonProhibitedRegular } from '@fluentui/react-icons';
import { type DataTableColumn, FilterSelect, formatDateTime, useAppAbility, useCurrentLanguage } from '@portal/shared';
import { OPS_ROLES, type OpsUser } from '@portal/shared/contract';
import { useState } from 'react';
import { ConsoleListPage } from '../common/console-list-page';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { ActivationDialog } from './activation-dialog';
import { AddOpsUserDialog, EditRolesDialog } from './ops-user-dialog';
import { opsUserList } from './ops-user-queries';

/** GET ops/users has no sort: the team reads in the API's order. */
const NO_SORT: readonly never[] = [];

const useStyles = makeStyles({
  row: { display: 'inline-flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  card: { display: 'grid', gap: '6px', paddingBlock: '8px' },
});

type Open = { kind: 'add' } | { kind: 'roles'; user: OpsUser } | { kind: 'activation'; user: OpsUser } | null;

/**
 * /ops/users (read ops_users): the operations team with search by name or phone and filters by role and status;
 * admins (update ops_users) add a person with roles, change roles, deactivate and reactivate. Cards at 390 px.
 */
export function OpsUsersPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const mayChange = useAppAbility().can(OPS_CONSOLE_RULES.usersUpdate.action, OPS_CONSOLE_RULES.usersUpdate.subject);
  const [open, setOpen] = useState<Open>(null);

  const roles = (x: OpsUser) => (
    <span className={styles.row}>
      {x.roles.map((role) => (
        <Badge key={role} appearance="tint" color="brand">
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </span>
  );
  const status = (x: OpsUser) => (
    <Badge appearance="tint" color={x.active ? 'success' : 'subtle'} data-testid="ops-user-status">
      {x.active ? t('users.active') : t('users.inactive')}
    </Badge>
  );
  const actions = (x: OpsUser) =>
    mayChange ? (
      <span className={styles.row}>
        <Button
          size="small"
          icon={<EditRegular />}
          aria-label={t('users.editRolesOf', { name: x.name })}
          onClick={() => setOpen({ kind: 'roles', user: x })}
        >
          {t('users.changeRoles')}
        </Button>
        <Button
          size="small"
          icon={x.active ? <PersonProhibitedRegular /> : <PersonAvailableRegular />}
          aria-label={t(x.active ? 'users.deactivateOne' : 'users.reactivateOne', { name: x.name })}
          onClick={() => setOpen({ kind: 'activation', user: x })}
        >
          {t(x.active ? 'users.deactivate' : 'users.reactivate')}
        </Button>
      </span>
    ) : null;

  const wide: DataTableColumn<OpsUser, never>[] = [
    { key: 'name', header: t('users.name'), render: (x) => x.name },
    { key: 'phone', header: t('users.phone'), render: (x) => <span dir="ltr">{x.phone}</span> },
    { key: 'roles', header: t('users.roles'), render: roles },
    { key: 'status', header: t('users.status'), render: status },
    { key: 'since', header: t('users.since'), render: (x) => formatDateTime(x.created_at, language) },
    { key: 'actions', header: t('users.actions'), render: actions },
  ];
  const card = (x: OpsUser) => (
    <div className={styles.card} data-testid="ops-user-card">
      <strong>{x.name}</strong>
      <span dir="ltr">{x.phone}</span>
      {roles(x)}
      {status(x)}
      {actions(x)}
    </div>
  );

  return (
    <ConsoleListPage
      testId="ops-users-page"
      title={t('pages.users')}
      subtitle={t('users.subtitle')}
      actions={
        mayChange ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setOpen({ kind: 'add' })}>
            {t('users.add')}
          </Button>
        ) : null
      }
      {...opsUserList}
      toolbar={
        <>
          <FilterSelect
            name="role"
            label={t('users.role')}
            allLabel={t('users.anyRole')}
            options={OPS_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
          <FilterSelect
            name="active"
            label={t('users.status')}
            allLabel={t('users.anyStatus')}
            options={[
              { value: 'true', label: t('users.active') },
              { value: 'false', label: t('users.inactive') },
            ]}
          />
        </>
      }
      tableLabel={t('users.tableLabel')}
      sortKeys={NO_SORT}
      columns={wide}
      card={card}
      emptyText={t('users.empty')}
    >
      {open?.kind === 'add' ? <AddOpsUserDialog onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'roles' ? <EditRolesDialog user={open.user} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'activation' ? <ActivationDialog user={open.user} onClose={() => setOpen(null)} /> : null}
    </ConsoleListPage>
  );
}
