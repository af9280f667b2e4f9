import {
  Badge,
  Body1,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { formatDate, type Language, localizedName, PageHeader, useCurrentLanguage } from '@portal/shared';
import type { CompanyContract } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { contractQuery, downloadContract } from './company-terms-queries';
import { contractValidity } from './contract-validity';
import { SlaTable } from './sla-table';
import { inDaysText } from './terms-format';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px', maxWidth: '960px' },
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))' },
  card: { padding: '20px', display: 'grid', gap: '12px', alignContent: 'start' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '4px 12px', margin: 0 },
  fact: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  terms: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

function ValidityHint({ contract, language }: { contract: CompanyContract; language: Language }) {
  const { t } = useShellTranslation();
  const validity = contractValidity(contract.valid_from, contract.valid_to, new Date());
  if (validity.state === 'expired') {
    return (
      <Badge appearance="tint" color="danger" data-testid="contract-validity-hint">
        {t('companyTerms.expired', { date: formatDate(contract.valid_to, language) })}
      </Badge>
    );
  }
  const when = inDaysText(validity.days, language);
  return validity.state === 'upcoming' ? (
    <Badge appearance="tint" color="informative" data-testid="contract-validity-hint">
      {t('companyTerms.starts', { when })}
    </Badge>
  ) : (
    <Badge appearance="tint" color={validity.soon ? 'warning' : 'success'} data-testid="contract-validity-hint">
      {t('companyTerms.expires', { when })}
    </Badge>
  );
}

function ContractDetails({ contract }: { contract: CompanyContract }) {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const language = useCurrentLanguage();
  const fact = (label: string, value: string) => (
    <>
      <dt className={styles.muted}>{label}</dt>
      <dd className={styles.fact} dir="auto">
        {value}
      </dd>
    </>
  );
  return (
    <div className={styles.grid}>
      <Card className={styles.card} data-testid="contract-validity">
        <Subtitle2 as="h2">{t('companyTerms.validity')}</Subtitle2>
        <dl className={styles.facts}>
          {fact(t('companyTerms.reference'), contract.reference)}
          {fact(t('companyTerms.validFrom'), formatDate(contract.valid_from, language))}
          {fact(t('companyTerms.validTo'), formatDate(contract.valid_to, language))}
        </dl>
        <div>
          <ValidityHint contract={contract} language={language} />
        </div>
      </Card>
      <Card className={styles.card} data-testid="contract-sla">
        <Subtitle2 as="h2">{t('companyTerms.sla')}</Subtitle2>
        <Text className={styles.muted}>{t('companyTerms.slaIntro')}</Text>
        {contract.sla.length === 0 ? <Text>{t('companyTerms.noSla')}</Text> : <SlaTable rows={contract.sla} />}
      </Card>
      <Card className={styles.card} data-testid="contract-terms" style={{ gridColumn: '1 / -1' }}>
        <Subtitle2 as="h2">{t('companyTerms.terms')}</Subtitle2>
        <Body1 className={styles.terms} dir="auto">
          {localizedName(contract.terms, language)}
        </Body1>
      </Card>
    </div>
  );
}

/** /b2b/account/contracts: the company's framework contract with the platform (ADR 0072). */
export function ContractPage() {
  const styles = useStyles();
  const { t } = useShellTranslation();
  const contract = useQuery(contractQuery());
  const [downloading, setDownloading] = useState(false);
  const data = contract.data;
  const download = async (pdf: NonNullable<CompanyContract['pdf']>, reference: string) => {
    setDownloading(true);
    try {
      await downloadContract(pdf.url, reference);
    } finally {
      setDownloading(false);
    }
  };
  const actions = data?.pdf ? (
    <Button
      appearance="primary"
      icon={<ArrowDownloadRegular />}
      disabled={downloading}
      onClick={() => void download(data.pdf!, data.reference)}
      data-testid="contract-download"
    >
      {t('companyTerms.download')}
    </Button>
  ) : null;
  return (
    <section data-testid="contract-page" className={styles.page}>
      <PageHeader title={t('pages.contracts')} subtitle={t('companyTerms.contractSubtitle')} actions={actions} />
      {contract.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('companyTerms.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : contract.isPending ? (
        <Spinner />
      ) : !data ? (
        <Text data-testid="contract-empty">{t('companyTerms.noContract')}</Text>
      ) : (
        <>
          {data.pdf ? null : <Text className={styles.muted}>{t('companyTerms.noPdf')}</Text>}
          <ContractDetails contract={data} />
        </>
      )}
    </section>
  );
}
