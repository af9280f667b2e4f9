import {
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { applyFieldErrors, isApiError, notifySuccess } from '@portal/shared';
import {
  MAX_CREDIT_LIMIT_HALALAS,
  MAX_TRANSFER_OVERDUE_HOURS,
  type PlatformSettings,
  platformSettingsBodySchema,
} from '@portal/shared/contract';
import { FormNumberField, FormTextField, useContractForm } from '@portal/shared/forms';
import { type ReactNode, useState } from 'react';
import type { Path } from 'react-hook-form';
import { HundredthsField } from '../common/hundredths-field';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { formValuesOf, saveSettings } from './settings-queries';

const useStyles = makeStyles({
  form: { display: 'grid', gap: '16px', maxWidth: '1100px' },
  card: { padding: '16px', display: 'grid', gap: '12px' },
  // Two columns where they fit, one on a phone.
  fields: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))' },
  actions: { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' },
});

type Body = ReturnType<typeof formValuesOf>;

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={400}>
            {title}
          </Text>
        }
        description={hint}
      />
      <div className={styles.fields}>{children}</div>
    </Card>
  );
}

/**
 * The platform settings form (PUT ops/settings): checked in the browser with the contract's schema, the API's field
 * errors (e.g. `seller.vat_number`) shown on their fields. `editable` false: the fields are read-only, no Save.
 */
export function SettingsForm({
  settings,
  editable,
  onReload,
}: {
  settings: PlatformSettings;
  editable: boolean;
  /** Reads the settings again (after another admin's save). */
  onReload: () => void;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const form = useContractForm(platformSettingsBodySchema, formValuesOf(settings));
  const [stale, setStale] = useState(false);
  const { control } = form;
  const disabled = !editable;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await saveSettings(body);
      form.reset(formValuesOf(saved));
      setStale(false);
      notifySuccess('dataUpdated');
    } catch (error) {
      // The client has toasted the API's message; its field errors go under their fields.
      applyFieldErrors(error, (name, e) => form.setError(name as Path<Body>, e));
      if (isApiError(error) && error.status === 409) setStale(true);
    }
  });

  const text = (
    name: Path<Body>,
    label: string,
    extra: { required?: boolean; hint?: string; dir?: 'ltr' | 'rtl'; type?: 'email' | 'tel' } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      disabled={disabled}
      required={extra.required ?? true}
      hint={extra.hint}
      dir={extra.dir}
      type={extra.type}
    />
  );

  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="ops-settings-form">
      <Section title={t('settings.seller')} hint={t('settings.sellerHint')}>
        {text('seller.name_ar', t('settings.nameAr'), { dir: 'rtl' })}
        {text('seller.name_en', t('settings.nameEn'), { dir: 'ltr' })}
        {text('seller.vat_number', t('settings.vatNumber'), { dir: 'ltr', hint: t('settings.vatHint') })}
        {text('seller.cr_number', t('settings.crNumber'), { dir: 'ltr', hint: t('settings.crHint') })}
      </Section>
      <Section title={t('settings.address')} hint={t('settings.addressHint')}>
        {text('seller.address.building_number', t('settings.building'), { dir: 'ltr' })}
        {text('seller.address.additional_number', t('settings.additionalNumber'), { dir: 'ltr', required: false })}
        {text('seller.address.street_ar', t('settings.streetAr'), { dir: 'rtl' })}
        {text('seller.address.street_en', t('settings.streetEn'), { dir: 'ltr' })}
        {text('seller.address.district_ar', t('settings.districtAr'), { dir: 'rtl' })}
        {text('seller.address.district_en', t('settings.districtEn'), { dir: 'ltr' })}
        {text('seller.address.city_ar', t('settings.cityAr'), { dir: 'rtl' })}
        {text('seller.address.city_en', t('settings.cityEn'), { dir: 'ltr' })}
        {text('seller.address.postal_code', t('settings.postalCode'), { dir: 'ltr' })}
      </Section>
      <Section title={t('settings.support')} hint={t('settings.supportHint')}>
        {text('support.phone', t('settings.supportPhone'), {
          dir: 'ltr',
          type: 'tel',
          hint: t('settings.supportPhoneHint'),
        })}
        {text('support.whatsapp', t('settings.whatsapp'), { dir: 'ltr', type: 'tel', required: false })}
        {text('support.email', t('settings.email'), { dir: 'ltr', type: 'email' })}
        {text('support.hours_ar', t('settings.hoursAr'), { dir: 'rtl' })}
        {text('support.hours_en', t('settings.hoursEn'), { dir: 'ltr' })}
        {text('support.hours_fr', t('settings.hoursFr'), { dir: 'ltr' })}
      </Section>
      <Section title={t('settings.limits')} hint={t('settings.limitsHint')}>
        <HundredthsField
          control={control}
          name="quotation_auto_approve_max"
          label={t('settings.autoApproveMax')}
          hint={t('settings.autoApproveHint')}
          max={MAX_CREDIT_LIMIT_HALALAS}
          required
        />
        <FormNumberField
          control={control}
          name="transfer_overdue_hours"
          label={t('settings.overdueHours')}
          hint={t('settings.overdueHint', { max: MAX_TRANSFER_OVERDUE_HOURS })}
          min={1}
          max={MAX_TRANSFER_OVERDUE_HOURS}
          disabled={disabled}
          required
        />
      </Section>
      {stale ? (
        <MessageBar intent="warning" data-testid="settings-stale">
          <MessageBarBody>{t('settings.changedMeanwhile')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onReload}>{t('settings.reload')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {editable ? (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            type="submit"
            disabled={form.formState.isSubmitting}
            icon={form.formState.isSubmitting ? <Spinner size="tiny" /> : undefined}
          >
            {t('settings.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
