import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { PageHeader, useSession } from '@portal/shared';
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
      <Table className={styles.table} aria-label={t('pages.accessControl')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('access.subject')}</TableHeaderCell>
            <TableHeaderCell>{t('access.action')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ability.map((rule) => (
            <TableRow key={`${rule.action}:${rule.subject}`}>
              <TableCell>{rule.subject === 'all' ? t('access.everything') : rule.subject}</TableCell>
              <TableCell>
                <Badge appearance="tint">{rule.action === 'manage' ? t('access.manage') : rule.action}</Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
