import { Badge, makeStyles } from '@fluentui/react-components';
import { PageHeader, SimpleTable, useSession } from '@portal/shared';
import { roleTitle } from '../account/role-title';
import { useShellTranslation } from '../i18n/use-shell-translation';

const useStyles = makeStyles({ table: { maxWidth: '720px' } });

/** /access-control: what the signed-in user may do, straight from the abilities of their active role. */
export function AccessControlPage({ embedded = false }: { embedded?: boolean }) {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const { ability, user } = useSession();
  return (
    <section>
      {embedded ? null : (
        <PageHeader title={t('pages.accessControl')} subtitle={user ? roleTitle(t, user) : undefined} />
      )}
      <SimpleTable
        className={styles.table}
        label={t('pages.accessControl')}
        rows={ability}
        rowKey={(rule) => `${rule.action}:${rule.subject}`}
        columns={[
          {
            key: 'subject',
            header: t('access.subject'),
            cell: (rule) => (rule.subject === 'all' ? t('access.everything') : rule.subject),
          },
          {
            key: 'action',
            header: t('access.action'),
            cell: (rule) => (
              <Badge appearance="tint">{rule.action === 'manage' ? t('access.manage') : rule.action}</Badge>
            ),
          },
        ]}
      />
    </section>
  );
}
