import { Link, makeStyles } from '@fluentui/react-components';
import { type DataTableColumn, FilterSelect, localizedName, useCurrentLanguage } from '@portal/shared';
import { COMPANY_STATUSES, type OpsCompany, VERIFICATION_STATUSES } from '@portal/shared/contract';
import { ConsoleListPage } from '../common/console-list-page';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { useQueueText } from '../queue/use-queue-text';
import { CompanyBadges } from './company-badges';
import { companyPath, useOpen } from './company-links';
import { companyList } from './company-queries';

const NO_SORT = [] as const;

const useStyles = makeStyles({
  card: { display: 'grid', gap: '4px', paddingBlock: '8px' },
  nowrap: { whiteSpace: 'nowrap' },
});

/**
 * /ops/companies (read ops_companies): every company, newest first; search by name, CR number or phone (as typed,
 * 05… or +9665…), filters status and certificate verification, paged. At 390 px each company is a card.
 */
export function CompaniesPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const open = useOpen();

  const name = (x: OpsCompany) => {
    const label = localizedName(x.name, language);
    return (
      <Link
        href={companyPath(x.id)}
        onClick={open(companyPath(x.id))}
        aria-label={t('companies.open', { name: label })}
      >
        {label}
      </Link>
    );
  };
  const credit = (x: OpsCompany) => (
    // Each amount stays whole; the pair may break at the slash to fit its column.
    <span>
      <span className={styles.nowrap}>{text.sar(x.wallet.credit_used)}</span> /{' '}
      <span className={styles.nowrap}>{text.sar(x.wallet.credit_limit)}</span>
    </span>
  );
  const wide: DataTableColumn<OpsCompany, never>[] = [
    { key: 'name', header: t('companies.company'), render: name },
    { key: 'cr', header: t('companies.crNumber'), render: (x) => <span dir="ltr">{x.cr_number ?? '—'}</span> },
    {
      key: 'owner',
      header: t('companies.owner'),
      render: (x) => (
        <span>
          {x.owner_name} · <span dir="ltr">{x.owner_phone}</span>
        </span>
      ),
    },
    { key: 'status', header: t('companies.status'), render: (x) => <CompanyBadges company={x} /> },
    { key: 'wallet', header: t('companies.wallet'), render: (x) => text.sar(x.wallet.balance) },
    { key: 'credit', header: `${t('companies.creditUsed')} / ${t('companies.creditLimit')}`, render: credit },
  ];
  const card = (x: OpsCompany) => (
    <div className={styles.card} data-testid="company-card">
      <strong>{name(x)}</strong>
      <span>
        {x.owner_name} · <span dir="ltr">{x.owner_phone}</span>
      </span>
      {x.cr_number ? (
        <span>
          {t('companies.crNumber')}: <span dir="ltr">{x.cr_number}</span>
        </span>
      ) : null}
      <CompanyBadges company={x} />
      <span>
        {t('companies.wallet')}: {text.sar(x.wallet.balance)} · {t('companies.creditLimit')}: {credit(x)}
      </span>
    </div>
  );

  return (
    <ConsoleListPage
      testId="ops-companies-page"
      title={t('companies.directoryTitle')}
      subtitle={t('companies.directorySubtitle')}
      deniedText={t('companies.noAccess')}
      {...companyList}
      toolbar={
        <>
          <FilterSelect
            name="status"
            label={t('companies.status')}
            allLabel={t('companies.anyStatus')}
            options={COMPANY_STATUSES.map((value) => ({ value, label: t(`companies.${value}`) }))}
          />
          <FilterSelect
            name="verification"
            label={t('companies.verification')}
            allLabel={t('companies.anyVerification')}
            options={VERIFICATION_STATUSES.map((value) => ({
              value,
              label: t(`companies.verificationStatus.${value}`),
            }))}
          />
        </>
      }
      tableLabel={t('companies.tableLabel')}
      sortKeys={NO_SORT}
      columns={wide}
      card={card}
      emptyText={t('companies.empty')}
    />
  );
}
