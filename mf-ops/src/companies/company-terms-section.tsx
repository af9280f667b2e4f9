import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentPdfRegular } from '@fluentui/react-icons';
import {
  formatDate,
  formatNumber,
  formatPercent,
  isApiError,
  type Language,
  localizedName,
  notify,
  openFile,
  useAppAbility,
  useCurrentLanguage,
} from '@portal/shared';
import {
  type CompanyContract,
  type CompanyShift,
  type OpsCompanyDetail,
  SLA_MEASURE_DAYS,
  SLA_WITHIN_TARGET,
  type SlaMeasured,
} from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { Section } from './company-sections';
import { opsContractQuery, opsShiftsQuery, uploadContractPdf } from './company-terms-queries';
import { ContractDialog } from './contract-dialog';
import { ShiftsDialog } from './shifts-dialog';
import { shortDay } from './weekday-name';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: '20px', display: 'grid', gap: '4px' },
  row: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
  measured: { display: 'block', fontSize: tokens.fontSizeBase200 },
  below: { color: tokens.colorPaletteDarkOrangeForeground1 },
  hidden: { display: 'none' },
});

/** Saturday first, as the Saudi week reads. */
const saudiOrder = (weekday: number) => (weekday + 1) % 7;

/** What was measured against the promise (ADR 0075), in a warning colour below the target share. */
function MeasuredLine({ measured, language }: { measured: SlaMeasured; language: Language }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const days = formatNumber(SLA_MEASURE_DAYS, language);
  const share = measured.within_share;
  const late = measured.late_open > 0 ? `, ${t('companyTerms.lateOpen', { count: measured.late_open })}` : '';
  if (measured.median_minutes === null || share === null) {
    return (
      <Text className={mergeClasses(styles.measured, styles.muted)}>
        {t('companyTerms.notMeasured', { days }) + late}
      </Text>
    );
  }
  const text = t('companyTerms.measured', {
    days,
    median: t('companyTerms.minutes', { count: measured.median_minutes }),
    share: formatPercent(Math.round(share * 100), language),
    count: measured.orders,
  });
  return (
    <Text
      className={mergeClasses(styles.measured, share < SLA_WITHIN_TARGET ? styles.below : styles.muted)}
      data-testid="sla-measured"
      data-below={share < SLA_WITHIN_TARGET}
    >
      {text + late}
    </Text>
  );
}

function ContractFacts({ contract, language }: { contract: CompanyContract; language: Language }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  return (
    <>
      <Text weight="semibold" dir="auto">
        {t('companyTerms.reference')}: {contract.reference}
      </Text>
      <Text>
        {t('companyTerms.validity', {
          from: formatDate(contract.valid_from, language),
          to: formatDate(contract.valid_to, language),
        })}
      </Text>
      {contract.sla.length === 0 ? (
        <Text className={styles.muted}>{t('companyTerms.noSla')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('companyTerms.sla')}>
          {contract.sla.map((row) => (
            <li key={row.service_type} data-service-type={row.service_type}>
              {localizedName(row.name, language)}: {t('companyTerms.minutes', { count: row.response_minutes })}
              <MeasuredLine measured={row.measured} language={language} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ShiftList({ shifts, language }: { shifts: CompanyShift[]; language: Language }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  if (shifts.length === 0) return <Text className={styles.muted}>{t('companyTerms.noShifts')}</Text>;
  return (
    <ul className={styles.list} aria-label={t('companyTerms.shifts')}>
      {shifts.map((shift) => (
        <li key={shift.id}>
          {localizedName(shift.name, language)} ·{' '}
          {[...shift.weekdays]
            .sort((a, b) => saudiOrder(a) - saudiOrder(b))
            .map((day) => shortDay(day, language))
            .join(language === 'ar' ? '، ' : ', ')}{' '}
          · <bdi>{`${shift.start}–${shift.end}`}</bdi>
        </li>
      ))}
    </ul>
  );
}

/**
 * A company's framework contract and service shifts in its console page (ADR 0072): read with read ops_companies,
 * set with update ops_companies (the terms, the signed PDF, the shifts: each its own request).
 */
export function CompanyTermsSection({ company }: { company: OpsCompanyDetail }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const ability = useAppAbility();
  const contract = useQuery(opsContractQuery(company.id));
  const shifts = useQuery(opsShiftsQuery(company.id));
  const [dialog, setDialog] = useState<'contract' | 'shifts' | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const mayUpdate = ability.can(OPS_CONSOLE_RULES.companiesDecide.action, OPS_CONSOLE_RULES.companiesDecide.subject);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setUploading(true);
    try {
      await uploadContractPdf(company.id, chosen);
      notify.success(t('companyTerms.pdfUploaded'));
    } catch (failure) {
      // The client has shown the refusal (not a PDF, too large); nothing else to undo.
      if (!isApiError(failure)) throw failure;
    } finally {
      setUploading(false);
    }
  };

  return (
    <Section title={t('companyTerms.title')} testId="company-terms">
      {contract.data ? (
        <ContractFacts contract={contract.data} language={language} />
      ) : contract.isSuccess ? (
        <Text className={styles.muted}>{t('companyTerms.noContract')}</Text>
      ) : null}
      <div className={styles.row}>
        {contract.data?.pdf ? (
          <Button
            appearance="subtle"
            icon={<DocumentPdfRegular />}
            onClick={() => void openFile(contract.data!.pdf!.url)}
            data-testid="company-contract-pdf"
          >
            {t('companyTerms.openPdf')}
          </Button>
        ) : contract.data ? (
          <Text className={styles.muted}>{t('companyTerms.noPdf')}</Text>
        ) : null}
        {mayUpdate ? (
          <Button onClick={() => setDialog('contract')} data-testid="set-contract">
            {t('companyTerms.setContract')}
          </Button>
        ) : null}
        {mayUpdate && contract.data ? (
          <>
            <Button
              icon={<ArrowUploadRegular />}
              disabled={uploading}
              onClick={() => file.current?.click()}
              data-testid="upload-contract-pdf"
            >
              {t('companyTerms.uploadPdf')}
            </Button>
            <input
              ref={file}
              type="file"
              accept="application/pdf"
              className={styles.hidden}
              onChange={(event) => void upload(event)}
              data-testid="contract-pdf-input"
            />
          </>
        ) : null}
      </div>
      <Text weight="semibold">{t('companyTerms.shifts')}</Text>
      {shifts.data ? <ShiftList shifts={shifts.data} language={language} /> : null}
      {mayUpdate && shifts.data ? (
        <div>
          <Button onClick={() => setDialog('shifts')} data-testid="set-shifts">
            {t('companyTerms.setShifts')}
          </Button>
        </div>
      ) : null}
      {dialog === 'contract' && contract.isSuccess ? (
        <ContractDialog company={company} contract={contract.data} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'shifts' && shifts.data ? (
        <ShiftsDialog company={company} shifts={shifts.data} onClose={() => setDialog(null)} />
      ) : null}
    </Section>
  );
}
