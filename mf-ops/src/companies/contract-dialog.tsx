import { Field, Input, makeStyles, Textarea } from '@fluentui/react-components';
import { DateInput, localizedName, useCurrentLanguage } from '@portal/shared';
import {
  CONTRACT_REFERENCE_MAX,
  CONTRACT_TERMS_MAX,
  type CompanyContract,
  type OpsCompanyDetail,
} from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFrame } from '../queue/decision-frame';
import { saveContract, serviceTypesQuery } from './company-terms-queries';
import { useDialogSave } from './use-dialog-save';

const useStyles = makeStyles({
  body: { display: 'grid', gap: '12px' },
  pair: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))' },
});

const TERMS = ['ar', 'en', 'fr'] as const;
const TERM_LABELS = { ar: 'companyTerms.termsAr', en: 'companyTerms.termsEn', fr: 'companyTerms.termsFr' } as const;
type Form = { reference: string; valid_from: string | null; valid_to: string | null } & Record<
  `terms_${(typeof TERMS)[number]}`,
  string
>;

const formOf = (contract: CompanyContract | null): Form => ({
  reference: contract?.reference ?? '',
  valid_from: contract?.valid_from ?? null,
  valid_to: contract?.valid_to ?? null,
  terms_ar: contract?.terms.ar ?? '',
  terms_en: contract?.terms.en ?? '',
  terms_fr: contract?.terms.fr ?? '',
});

/** Minutes typed per service type code: a whole number, or empty for no promise (the API checks the range). */
function slaOf(typed: Record<string, string>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(typed)
      .filter(([, text]) => text.trim() !== '')
      .map(([code, text]) => [code, Number(text.trim())]),
  );
}

/** Sets a company's contract terms: reference, validity, terms in ar/en/fr, response minutes per type of work. */
export function ContractDialog({
  company,
  contract,
  onClose,
}: {
  company: OpsCompanyDetail;
  contract: CompanyContract | null;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const types = useQuery(serviceTypesQuery());
  const [form, setForm] = useState<Form>(() => formOf(contract));
  const [sla, setSla] = useState<Record<string, string>>(() =>
    Object.fromEntries((contract?.sla ?? []).map((row) => [row.service_type, String(row.response_minutes)])),
  );
  const { errors, pending, save } = useDialogSave(onClose);
  const message = (name: string) => errors[name]?.[0];
  const set = (name: keyof Form, value: string | null) => setForm((current) => ({ ...current, [name]: value }));

  const submit = () =>
    save(
      () =>
        saveContract(company.id, {
          ...form,
          valid_from: form.valid_from ?? '',
          valid_to: form.valid_to ?? '',
          sla: slaOf(sla),
        }),
      t('companyTerms.contractSaved'),
    );

  return (
    <DecisionFrame
      testId="contract-dialog"
      title={t('companyTerms.contractTitle', { name: localizedName(company.name, language) })}
      submitLabel={t('companyTerms.save')}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className={styles.body}>
        <Field label={t('companyTerms.reference')} required validationMessage={message('reference')}>
          <Input
            name="reference"
            dir="ltr"
            maxLength={CONTRACT_REFERENCE_MAX}
            value={form.reference}
            onChange={(_e, data) => set('reference', data.value)}
          />
        </Field>
        <div className={styles.pair}>
          <Field label={t('companyTerms.validFrom')} required validationMessage={message('valid_from')}>
            <DateInput name="valid_from" value={form.valid_from} onChange={(day) => set('valid_from', day)} />
          </Field>
          <Field label={t('companyTerms.validTo')} required validationMessage={message('valid_to')}>
            <DateInput
              name="valid_to"
              value={form.valid_to}
              near={form.valid_from}
              onChange={(day) => set('valid_to', day)}
            />
          </Field>
        </div>
        {TERMS.map((lang) => (
          <Field key={lang} label={t(TERM_LABELS[lang])} required validationMessage={message(`terms_${lang}`)}>
            <Textarea
              name={`terms_${lang}`}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              maxLength={CONTRACT_TERMS_MAX}
              value={form[`terms_${lang}`]}
              onChange={(_e, data) => set(`terms_${lang}`, data.value)}
            />
          </Field>
        ))}
        <div className={styles.pair}>
          {(types.data?.items ?? []).map((type) => (
            <Field
              key={type.code}
              label={t('companyTerms.slaFor', { type: localizedName(type.name, language) })}
              hint={t('companyTerms.slaHint')}
              validationMessage={message(`sla.${type.code}`) ?? message('sla')}
            >
              <Input
                name={`sla_${type.code}`}
                inputMode="numeric"
                dir="ltr"
                value={sla[type.code] ?? ''}
                onChange={(_e, data) => setSla((current) => ({ ...current, [type.code]: data.value }))}
              />
            </Field>
          ))}
        </div>
      </div>
    </DecisionFrame>
  );
}
