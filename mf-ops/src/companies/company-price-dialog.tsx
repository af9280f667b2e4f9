import { Field, Input, Select } from '@fluentui/react-components';
import { DateInput, localizedName, useCurrentLanguage } from '@portal/shared';
import type { CompanyPriceKind, SetCompanyPriceBody } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFrame } from '../queue/decision-frame';
import { useDecisionSubmit } from '../queue/use-decision-submit';
import { useQueueText } from '../queue/use-queue-text';
import { catalogQuery, useSetCompanyPrice } from './company-price-queries';
import { limitTextToHalalas } from './limit-text';

type Errors = Partial<Record<'item_id' | 'unit_price' | 'hourly_price' | 'valid_from' | 'valid_to', string>>;

/** `service:<id>` or `product:<id>`: one select offers both, each product under its service. */
const parseItem = (value: string) => {
  const [kind, id] = value.split(':') as [CompanyPriceKind, string];
  return { kind, id };
};

/**
 * Sets a company's price of one service or product in riyals (replacing any it had), with an optional hourly price
 * (services) and validity. One PUT; the API's field errors come back under their fields.
 */
export function CompanyPriceDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const catalog = useQuery(catalogQuery());
  const save = useSetCompanyPrice(companyId);
  const decide = useDecisionSubmit(onClose);
  const [item, setItem] = useState('');
  const [unit, setUnit] = useState('');
  const [hourly, setHourly] = useState('');
  const [validFrom, setValidFrom] = useState<string | null>(null);
  const [validTo, setValidTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const chosen = item ? parseItem(item) : null;

  const submit = async () => {
    const unitPrice = limitTextToHalalas(unit);
    const hourlyPrice = hourly.trim() ? limitTextToHalalas(hourly) : null;
    const local: Errors = {
      item_id: chosen ? undefined : t('prices.itemRequired'),
      unit_price: unitPrice ? undefined : t('prices.amountRequired'),
      hourly_price: hourly.trim() && !hourlyPrice ? t('prices.amountRequired') : undefined,
    };
    setErrors(local);
    if (!chosen || !unitPrice || local.hourly_price) return;
    const body: SetCompanyPriceBody = {
      kind: chosen.kind,
      item_id: chosen.id,
      unit_price: unitPrice,
      hourly_price: chosen.kind === 'service' ? hourlyPrice : null,
      valid_from: validFrom,
      valid_to: validTo,
    };
    await decide(
      JSON.stringify(body),
      () => save.mutateAsync(body),
      t('prices.saved'),
      (fields) =>
        setErrors({
          item_id: fields.item_id?.[0],
          unit_price: fields.unit_price?.[0],
          hourly_price: fields.hourly_price?.[0],
          valid_from: fields.valid_from?.[0],
          valid_to: fields.valid_to?.[0],
        }),
    );
  };

  /** An amount in SAR as typed (Western digits, a decimal point); typing clears its error. */
  const amountInput = (name: 'unit_price' | 'hourly_price', value: string, set: (text: string) => void) => (
    <Input
      name={name}
      value={value}
      inputMode="decimal"
      dir="ltr"
      onChange={(_e, data) => {
        set(data.value);
        setErrors((e) => ({ ...e, [name]: undefined }));
      }}
    />
  );

  return (
    <DecisionFrame
      testId="company-price-dialog"
      title={t('prices.set')}
      intro={t('prices.intro')}
      submitLabel={t('prices.save')}
      pending={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field label={t('prices.item')} required validationMessage={errors.item_id}>
        <Select
          name="item"
          value={item}
          onChange={(_e, data) => {
            setItem(data.value);
            setErrors((e) => ({ ...e, item_id: undefined }));
          }}
        >
          <option value="">{t('prices.choose')}</option>
          {(catalog.data ?? []).map((service) => (
            <optgroup key={service.id} label={localizedName(service.name, language)}>
              <option value={`service:${service.id}`}>
                {localizedName(service.name, language)} · {text.sar(service.base_price)}
              </option>
              {service.products.map((product) => (
                <option key={product.id} value={`product:${product.id}`}>
                  {localizedName(product.name, language)} · {text.sar(product.price)}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Field label={t('prices.unitPrice')} required validationMessage={errors.unit_price}>
        {amountInput('unit_price', unit, setUnit)}
      </Field>
      {chosen?.kind === 'service' ? (
        <Field label={t('prices.hourlyPrice')} hint={t('prices.hourlyHint')} validationMessage={errors.hourly_price}>
          {amountInput('hourly_price', hourly, setHourly)}
        </Field>
      ) : null}
      <Field label={t('prices.validFrom')} validationMessage={errors.valid_from}>
        <DateInput name="valid_from" value={validFrom} onChange={setValidFrom} />
      </Field>
      <Field label={t('prices.validTo')} validationMessage={errors.valid_to}>
        <DateInput name="valid_to" value={validTo} onChange={setValidTo} near={validFrom} />
      </Field>
    </DecisionFrame>
  );
}
