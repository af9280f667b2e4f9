import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, Tab, TabList } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { Can, PageHeader, useAppAbility, useConfirmedDelete } from '@portal/shared';
import { PACKAGE_RULES } from '@portal/shared/contract';
import { useNavigate, useParams } from '@portal/shared/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BranchFormDialog } from '../branches/branch-form-dialog';
import { useBranch, useDeleteBranch } from '../branches/branch-queries';
import { BranchFacts } from './branch-facts';
import { PackagesTab } from './packages-tab';
import { UnitsTab } from './units-tab';

// One track no wider than the page: a grid item's min-content (the units table) would otherwise widen it past a phone.
const useStyles = makeStyles({ page: { display: 'grid', gap: '16px', gridTemplateColumns: 'minmax(0, 1fr)' } });

/** /b2b/branches/:id (alias /b2b/properties/:id): a branch with its units and packages. */
export function BranchDetailPage() {
  const { t, i18n } = useTranslation('branches');
  const styles = useStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const canRead = ability.can('read', 'b2b_branches');
  // The Packages tab only with the rule of GET company/package (the UI never calls what the role forbids).
  const canReadPackages = ability.can(PACKAGE_RULES.packagesRead.action, PACKAGE_RULES.packagesRead.subject);
  const branch = useBranch(id, canRead);
  const [tab, setTab] = useState<'units' | 'packages'>('units');
  const [editing, setEditing] = useState(false);
  const confirmedDelete = useConfirmedDelete();
  const remove = useDeleteBranch();
  const back = (
    <Button
      appearance="subtle"
      icon={i18n.dir() === 'rtl' ? <ArrowRightRegular /> : <ArrowLeftRegular />}
      onClick={() => navigate('/b2b/branches')}
    >
      {t('detail.back')}
    </Button>
  );

  if (!canRead || branch.isError) {
    return (
      <section className={styles.page} data-testid="branch-detail">
        <PageHeader title={t('pages.branchDetails')} actions={back} />
        <MessageBar intent="warning">
          <MessageBarBody>{canRead ? t('detail.notFound') : t('branches.noAccess')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  if (!branch.data) {
    return (
      <section className={styles.page} data-testid="branch-detail">
        <PageHeader title={t('pages.branchDetails')} actions={back} />
        <Spinner />
      </section>
    );
  }
  const current = branch.data;
  const onDelete = async () => {
    if (await confirmedDelete(() => remove.mutateAsync(current.id))) navigate('/b2b/branches');
  };

  return (
    <section className={styles.page} data-testid="branch-detail">
      <PageHeader
        title={current.name}
        subtitle={t('pages.branchDetails')}
        actions={
          <>
            {back}
            <Can I="update" a="b2b_branches">
              <Button onClick={() => setEditing(true)}>{t('branches.edit')}</Button>
            </Can>
            <Can I="delete" a="b2b_branches">
              <Button onClick={onDelete}>{t('branches.delete')}</Button>
            </Can>
          </>
        }
      />
      <BranchFacts branch={current} />
      <TabList selectedValue={tab} onTabSelect={(_e, data) => setTab(data.value as 'units' | 'packages')}>
        <Tab value="units">{t('detail.tabUnits')}</Tab>
        {canReadPackages ? <Tab value="packages">{t('detail.tabPackages')}</Tab> : null}
      </TabList>
      {tab === 'packages' && canReadPackages ? (
        <PackagesTab branchId={current.id} />
      ) : (
        <UnitsTab branchId={current.id} />
      )}
      {editing ? <BranchFormDialog branch={current} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
