import {
  Body1,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
} from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { applyFieldErrors, callEndpoint, mayCall, notifySuccess, PageHeader } from '@portal/shared';
import {
  ACCOUNT_ENDPOINTS,
  type Account,
  type AccountUpdateBody,
  accountUpdateBodySchema,
} from '@portal/shared/contract';
import { FormTextField } from '@portal/shared/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loadLoginInfo } from '../auth/api/auth-api';
import { accountQuery } from './account-queries';
import { CertificateUpload } from './certificate-upload';
import { englishNameToEdit } from './english-name';

const useStyles = makeStyles({
  form: { display: 'grid', gap: '16px', maxWidth: '960px' },
  card: { padding: '20px', display: 'grid', gap: '12px' },
  grid: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
});

/** One titled card of fields, laid out in columns that wrap. */
function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {intro ? <Body1>{intro}</Body1> : null}
      <div className={styles.grid}>{children}</div>
    </Card>
  );
}

function toForm(account: Account): AccountUpdateBody {
  return {
    id: account.id,
    name_ar: account.name_ar,
    name_en: englishNameToEdit(account),
    address: account.address ?? '',
    contact_person: account.contact_person ?? '',
    contact_phone: account.contact_phone ?? '',
    contact_email: account.contact_email ?? '',
    owner_name: account.owner_name,
    owner_phone: account.owner_phone,
    owner_email: account.owner_email ?? '',
    cr_number: account.cr_number ?? '',
    vat_number: account.vat_number ?? '',
    national_address: {
      building_number: account.national_address?.building_number ?? '',
      street: account.national_address?.street ?? '',
      district: account.national_address?.district ?? '',
      city: account.national_address?.city ?? '',
      postal_code: account.national_address?.postal_code ?? '',
      additional_number: account.national_address?.additional_number ?? '',
    },
  };
}

function AccountForm({ account }: { account: Account }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  const canEdit = mayCall(ACCOUNT_ENDPOINTS.update);
  const form = useForm<AccountUpdateBody>({
    resolver: valibotResolver(accountUpdateBodySchema),
    defaultValues: toForm(account),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await callEndpoint(ACCOUNT_ENDPOINTS.update, { params: { id: account.id }, body });
      client.setQueryData(accountQuery().queryKey, saved);
      form.reset(toForm(saved));
      notifySuccess('updated');
      await loadLoginInfo(); // the company name in the navbar follows
    } catch (error) {
      applyFieldErrors(error, (name, e) => form.setError(name as Path<AccountUpdateBody>, e));
    }
  });
  const field = (
    name: Path<AccountUpdateBody>,
    label: string,
    options: { required?: boolean; type?: 'email' | 'tel'; hint?: string; digits?: boolean } = {},
  ) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t(label)}
      required={options.required}
      type={options.type}
      hint={options.hint ? t(options.hint) : undefined}
      dir={options.type || options.digits ? 'ltr' : undefined}
      disabled={!canEdit}
    />
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {canEdit ? null : (
        <MessageBar intent="info">
          <MessageBarBody>{t('account.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      <Section title={t('account.companyInfo')}>
        {field('name_ar', 'account.nameAr', { required: true })}
        {field('name_en', 'account.nameEn', { required: true })}
        {field('address', 'account.address')}
      </Section>
      <Section title={t('account.ownerInfo')}>
        {field('owner_name', 'account.ownerName', { required: true })}
        {field('owner_phone', 'account.ownerPhone', { required: true, type: 'tel' })}
        {field('owner_email', 'account.ownerEmail', { type: 'email' })}
      </Section>
      <Section title={t('account.contactInfo')}>
        {field('contact_person', 'account.contactPerson')}
        {field('contact_phone', 'account.contactPhone', { type: 'tel' })}
        {field('contact_email', 'account.contactEmail', { type: 'email' })}
      </Section>
      <Section title={t('account.nationalAddress')} intro={t('account.nationalAddressHint')}>
        {field('national_address.building_number', 'account.buildingNumber', {
          hint: 'account.digits4Hint',
          digits: true,
        })}
        {field('national_address.street', 'account.street')}
        {field('national_address.district', 'account.district')}
        {field('national_address.city', 'account.city')}
        {field('national_address.postal_code', 'account.postalCode', { hint: 'account.digits5Hint', digits: true })}
        {field('national_address.additional_number', 'account.additionalNumber', {
          hint: 'account.digits4Hint',
          digits: true,
        })}
      </Section>
      <Card className={styles.card}>
        <Subtitle2 as="h2">{t('account.registration')}</Subtitle2>
        <div className={styles.grid}>
          {field('cr_number', 'account.crNumber', { hint: 'account.crHint' })}
          {field('vat_number', 'account.vatNumber', { hint: 'account.vatHint' })}
        </div>
        <div className={styles.grid}>
          {(['cr', 'vat'] as const).map((kind) => (
            <CertificateUpload
              key={kind}
              companyId={account.id}
              kind={kind}
              label={t(`account.${kind}Certificate`)}
              current={account[`${kind}_certificate`]}
              canEdit={canEdit}
            />
          ))}
        </div>
      </Card>
      {canEdit ? (
        <Button
          appearance="primary"
          type="submit"
          disabled={form.formState.isSubmitting}
          style={{ justifySelf: 'start' }}
        >
          {t('account.save')}
        </Button>
      ) : null}
    </form>
  );
}

/**
 * Account information (spec §2 "Account edit"): owner details, the national address, CR and VAT numbers and
 * certificates. The address and the VAT (or CR) number are what a tax invoice names of the buyer (ADR 0055).
 */
export function AccountInformationPage() {
  const { t } = useTranslation('shell');
  const account = useQuery(accountQuery());
  return (
    <section>
      <PageHeader title={t('pages.accountInformation')} />
      {account.data ? <AccountForm account={account.data} /> : <Spinner />}
    </section>
  );
}
