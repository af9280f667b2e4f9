import {
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, MoneyRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { formatDate, localizedName, PageHeader, useAppAbility, useCurrentLanguage } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { useQueueText } from '../queue/use-queue-text';
import { CertificateLink } from './certificate-link';
import { CompanyBadges } from './company-badges';
import { CompanyDecisionDialog, type DecisionKind } from './company-decision-dialog';
import { COMPANIES_PATH, useOpen } from './company-links';
import { CompanyPricesSection } from './company-prices-section';
import { companyQuery } from './company-queries';
import { CompanyLists, Section } from './company-sections';
import { CompanyTermsSection } from './company-terms-section';
import { CreditLineDialog } from './credit-line-dialog';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px' },
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: '4px 12px',
    margin: 0,
    overflowWrap: 'anywhere',
  },
  row: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Dialog = { kind: DecisionKind } | { kind: 'credit' } | null;

/**
 * /ops/companies/:id (read ops_companies): one company — its details, certificates and their verdict, wallet and
 * credit line, branches, members, latest orders, packages, invoices and support messages. Suspend / reinstate and
 * the certificates' verdict with update ops_companies; the credit line with update ops_credit_lines.
 */
export function CompanyPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const open = useOpen();
  const ability = useAppAbility();
  const { id = '' } = useParams();
  const company = useQuery(companyQuery(id));
  const [dialog, setDialog] = useState<Dialog>(null);
  const may = (rule: { action: string; subject: string }) => ability.can(rule.action, rule.subject);
  const mayDecide = may(OPS_CONSOLE_RULES.companiesDecide);
  const mayCredit = may(OPS_CONSOLE_RULES.creditLineUpdate);

  const back = (
    <Link href={COMPANIES_PATH} onClick={open(COMPANIES_PATH)}>
      <ArrowLeftRegular /> {t('companies.back')}
    </Link>
  );
  if (!company.data) {
    return (
      <section data-testid="ops-company-page" className={styles.page}>
        {back}
        <PageHeader title={t('companies.company')} />
        {company.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('companies.loadFailed')}</MessageBarBody>
          </MessageBar>
        ) : (
          <Spinner />
        )}
      </section>
    );
  }
  const c = company.data;
  const suspended = c.status === 'suspended';
  const awaiting = c.verification.status === 'awaiting';
  const fact = (label: string, value: string | null) => (
    <>
      <dt className={styles.muted}>{label}</dt>
      <dd style={{ margin: 0 }} dir="auto">
        {value ?? '—'}
      </dd>
    </>
  );

  return (
    <section data-testid="ops-company-page" className={styles.page}>
      {back}
      <PageHeader
        title={localizedName(c.name, language)}
        subtitle={<CompanyBadges company={c} />}
        actions={
          mayDecide ? (
            suspended ? (
              <Button icon={<PlayRegular />} onClick={() => setDialog({ kind: 'reinstate' })}>
                {t('companies.reinstate')}
              </Button>
            ) : (
              <Button icon={<PauseRegular />} onClick={() => setDialog({ kind: 'suspend' })}>
                {t('companies.suspend')}
              </Button>
            )
          ) : null
        }
      />
      {suspended ? (
        <MessageBar intent="warning" data-testid="company-suspension">
          <MessageBarBody>
            {t('companies.since', { date: c.suspended_at ? formatDate(c.suspended_at, language) : '' })} ·{' '}
            {t('companies.reasonLabel', { reason: c.suspension_reason ?? '' })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.grid}>
        <Section title={t('companies.details')} testId="company-details">
          <dl className={styles.facts}>
            {fact(t('companies.crNumber'), c.cr_number)}
            {fact(t('companies.vatNumber'), c.vat_number)}
            {fact(t('companies.owner'), `${c.owner_name} · ${c.owner_phone}`)}
            {fact(
              t('companies.contact'),
              [c.contact.person, c.contact.phone, c.contact.email].filter(Boolean).join(' · ') || null,
            )}
            {fact(t('companies.address'), c.address)}
            {fact(t('companies.createdAt'), formatDate(c.created_at, language))}
          </dl>
        </Section>
        <Section title={t('companies.walletTitle')} testId="company-wallet">
          <dl className={styles.facts}>
            {fact(t('companies.balance'), text.sar(c.wallet.balance))}
            {fact(t('companies.creditLimit'), text.sar(c.wallet.credit_limit))}
            {fact(t('companies.creditUsed'), text.sar(c.wallet.credit_used))}
          </dl>
          {mayCredit ? (
            <div>
              <Button
                icon={<MoneyRegular />}
                onClick={() => setDialog({ kind: 'credit' })}
                data-testid="set-credit-line"
              >
                {t('companies.setCreditLine')}
              </Button>
            </div>
          ) : null}
        </Section>
        <Section title={t('companies.certificates')} testId="company-certificates">
          {c.certificates.length === 0 ? (
            <Text className={styles.muted}>{t('companies.noCertificates')}</Text>
          ) : (
            <div className={styles.row}>
              {c.certificates.map((certificate) => (
                <span key={certificate.kind}>
                  <CertificateLink certificate={certificate} />{' '}
                  <span className={styles.muted}>
                    {t('companies.uploadedAt', { date: formatDate(certificate.uploaded_at, language) })}
                  </span>
                </span>
              ))}
            </div>
          )}
          {c.verification.reason ? <Text>{t('companies.reasonLabel', { reason: c.verification.reason })}</Text> : null}
          {mayDecide && awaiting ? (
            <div className={styles.row}>
              <Button appearance="primary" onClick={() => setDialog({ kind: 'verify' })}>
                {t('companies.verify')}
              </Button>
              <Button onClick={() => setDialog({ kind: 'reject' })}>{t('companies.reject')}</Button>
            </div>
          ) : null}
        </Section>
        <CompanyTermsSection company={c} />
        <CompanyLists company={c} />
        <CompanyPricesSection companyId={c.id} />
      </div>
      {dialog?.kind === 'credit' ? <CreditLineDialog company={c} onClose={() => setDialog(null)} /> : null}
      {dialog && dialog.kind !== 'credit' ? (
        <CompanyDecisionDialog company={c} kind={dialog.kind} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
