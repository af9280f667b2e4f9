import { Link, makeStyles, Spinner } from '@fluentui/react-components';
import { type DataTableColumn, localizedName, useAppAbility, useCurrentLanguage } from '@portal/shared';
import type { OpsCompany } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleListPage } from '../common/console-list-page';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { DecisionButtons } from '../queue/decision-buttons';
import { useQueueText } from '../queue/use-queue-text';
import { waited } from '../queue/waited';
import { CertificateLink } from './certificate-link';
import { CompanyDecisionDialog, type DecisionKind } from './company-decision-dialog';
import { companyPath, useOpen } from './company-links';
import { companyQuery, verificationList } from './company-queries';

const NO_SORT = [] as const;

const useStyles = makeStyles({
  row: { display: 'inline-flex', gap: '6px', flexWrap: 'wrap', alignItems: 'center' },
  card: { display: 'grid', gap: '6px', paddingBlock: '8px' },
});

/** The company's current certificate files, read from its page's answer (which carries each file's url). */
function Certificates({ id }: { id: string }) {
  const styles = useStyles();
  const detail = useQuery(companyQuery(id));
  if (!detail.data) return detail.isError ? null : <Spinner size="tiny" />;
  return (
    <span className={styles.row}>
      {detail.data.certificates.map((certificate) => (
        <CertificateLink key={certificate.kind} certificate={certificate} />
      ))}
    </span>
  );
}

/**
 * /ops/verification (read ops_companies): companies whose CR / VAT certificates wait for a decision, the longest
 * waiting first, each with its files one click away; verify, or reject with a reason the company sees (update
 * ops_companies). At 390 px each company is a card.
 */
export function VerificationPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const open = useOpen();
  const rule = OPS_CONSOLE_RULES.companiesDecide;
  const mayDecide = useAppAbility().can(rule.action, rule.subject);
  const [decision, setDecision] = useState<{ company: OpsCompany; kind: DecisionKind } | null>(null);
  const now = new Date();

  const name = (x: OpsCompany) => {
    const label = localizedName(x.name, language);
    return (
      <Link href={companyPath(x.id)} onClick={open(companyPath(x.id))}>
        {label}
      </Link>
    );
  };
  const wait = (x: OpsCompany) =>
    x.verification.certificates_at ? (
      <span data-testid="verification-waited">{text.wait(waited(x.verification.certificates_at, now))}</span>
    ) : null;
  const numbers = (x: OpsCompany) => (
    <span className={styles.row}>
      <span>
        {t('companies.crNumber')}: <span dir="ltr">{x.cr_number ?? '—'}</span>
      </span>
      <span>
        {t('companies.vatNumber')}: <span dir="ltr">{x.vat_number ?? '—'}</span>
      </span>
    </span>
  );
  const actions = (x: OpsCompany) => {
    if (!mayDecide) return null;
    const label = localizedName(x.name, language);
    return (
      <DecisionButtons
        accept={{ label: t('companies.verify'), one: t('companies.verifyOne', { name: label }) }}
        reject={{ label: t('companies.reject'), one: t('companies.rejectOne', { name: label }) }}
        onDecide={(kind) => setDecision({ company: x, kind: kind === 'accept' ? 'verify' : 'reject' })}
      />
    );
  };

  const wide: DataTableColumn<OpsCompany, never>[] = [
    { key: 'name', header: t('companies.company'), render: name },
    { key: 'numbers', header: `${t('companies.crNumber')} · ${t('companies.vatNumber')}`, render: numbers },
    { key: 'files', header: t('companies.certificates'), render: (x) => <Certificates id={x.id} /> },
    { key: 'waited', header: t('companies.waited'), render: wait },
    { key: 'actions', header: t('transfers.actions'), render: actions },
  ];
  const card = (x: OpsCompany) => (
    <div className={styles.card} data-testid="verification-card">
      <strong>{name(x)}</strong>
      {numbers(x)}
      <Certificates id={x.id} />
      {wait(x)}
      {actions(x)}
    </div>
  );

  return (
    <ConsoleListPage
      testId="ops-verification-page"
      title={t('companies.queueTitle')}
      subtitle={t('companies.queueSubtitle')}
      deniedText={t('companies.noAccess')}
      {...verificationList}
      tableLabel={t('companies.queueLabel')}
      sortKeys={NO_SORT}
      columns={wide}
      card={card}
      emptyText={t('companies.queueEmpty')}
    >
      {decision ? (
        <CompanyDecisionDialog company={decision.company} kind={decision.kind} onClose={() => setDecision(null)} />
      ) : null}
    </ConsoleListPage>
  );
}
