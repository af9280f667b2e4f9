import { Card, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { translateMessage, useLocalizedName } from '@portal/shared';
import { type Category, QUOTATION_LIMITS, type Service } from '@portal/shared/contract';
import { useState } from 'react';
import { ServiceTypeFilter } from '../../../catalog/service-type-filter';
import { ProductSteppers } from '../../../common/product-steppers';
import { useQuotationFormat } from '../../../common/quotation-format';
import { useOrdersTranslation } from '../../../i18n/use-orders-translation';
import type { DraftService } from '../quotation-draft';
import { shortOfSite, startingQuantity } from '../service-quantity';
import { WizardNumberField } from '../wizard-number-field';
import { type StepProps, setAnswer } from './step-props';

const useStyles = makeStyles({
  category: { display: 'grid', gap: '8px', marginBottom: '16px' },
  service: { display: 'grid', gap: '8px', padding: '12px' },
  details: { display: 'grid', gap: '8px', paddingInlineStart: '28px' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

type Props = StepProps & { categories: readonly Category[]; services: readonly Service[] };

/**
 * Spec §2 "services": by category; a chosen service has a quantity (≥ its minimum) and optional products. The
 * "Type of work" filter (ADR 0058, as the order form's) narrows the list; services already chosen stay shown.
 */
export function ServicesStep({ draft, update, errors, categories, services }: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const format = useQuotationFormat();
  const hours = draft.answers.package_type === 'hours';
  const lines = draft.answers.services;
  const indexOf = (serviceId: string) => lines.findIndex((line) => line.service_id === serviceId);
  const [serviceType, setServiceType] = useState<string | null>(null);
  const shown = (service: Service) =>
    !serviceType || service.service_type_id === serviceType || indexOf(service.id) >= 0;
  const setLines = (next: DraftService[]) => update(setAnswer('services', next));
  const changeLine = (serviceId: string, change: (line: DraftService) => DraftService) =>
    setLines(lines.map((line) => (line.service_id === serviceId ? change(line) : line)));

  const toggleService = (service: Service, checked: boolean) =>
    setLines(
      checked
        ? [...lines, { service_id: service.id, quantity: startingQuantity(service, draft.answers), products: [] }]
        : lines.filter((line) => line.service_id !== service.id),
    );

  return (
    <div>
      <Text block weight="semibold" style={{ marginBottom: 8 }}>
        {t('quotations.questions.services')}
      </Text>
      {errors.services ? (
        <Text block role="alert" className={styles.error} style={{ marginBottom: 8 }}>
          {translateMessage(errors.services)}
        </Text>
      ) : null}
      <div style={{ marginBottom: 16, maxWidth: 360 }}>
        <ServiceTypeFilter value={serviceType} onChange={setServiceType} />
      </div>
      {categories.map((category) => {
        const ofCategory = services.filter((service) => service.category_id === category.id && shown(service));
        // Filtered, a category without a service of that type is left out rather than shown empty.
        if (serviceType && ofCategory.length === 0) return null;
        return (
          <section key={category.id} className={styles.category} aria-label={local(category.name)}>
            <Text as="h3" weight="semibold" size={400}>
              {local(category.name)}
            </Text>
            {ofCategory.length === 0 ? (
              <Text className={styles.muted}>{t('quotations.services.noServices')}</Text>
            ) : null}
            {ofCategory.map((service) => {
              const index = indexOf(service.id);
              const line = lines[index];
              const unit = t(`quotations.units_of_service.${service.unit}`);
              const site = line ? shortOfSite(service, line.quantity, draft.answers) : null;
              return (
                <Card key={service.id} className={styles.service} data-testid={`service-${service.code}`}>
                  <Checkbox
                    checked={line !== undefined}
                    onChange={(_e, data) => toggleService(service, data.checked === true)}
                    label={
                      <span>
                        <Text weight="semibold">{local(service.name)}</Text>
                        <Text size={200} block className={styles.muted}>
                          {hours
                            ? t('quotations.services.hourlyHint', { price: format.money(service.hourly_price) })
                            : t('quotations.services.hint', {
                                min: format.number(service.min_quantity),
                                price: format.money(service.base_price),
                                unit,
                              })}
                        </Text>
                      </span>
                    }
                  />
                  {line ? (
                    <div className={styles.details}>
                      <WizardNumberField
                        name={`services.${index}.quantity`}
                        label={
                          hours ? t('quotations.services.technicians') : t('quotations.services.quantity', { unit })
                        }
                        value={line.quantity}
                        min={1}
                        max={QUOTATION_LIMITS.quantity.max}
                        onChange={(quantity) => changeLine(service.id, (current) => ({ ...current, quantity }))}
                        error={errors[`services.${index}.quantity`]}
                      />
                      {site !== null ? (
                        <Text size={200} className={styles.warning} data-testid="quantity-short-of-site">
                          {t('wizardQuantity.shortOfSite', {
                            area: format.number(site),
                            quantity: format.number(line.quantity ?? 0),
                          })}
                        </Text>
                      ) : null}
                      <ProductSteppers
                        products={service.products}
                        value={line.products}
                        max={QUOTATION_LIMITS.productQuantity.max}
                        onChange={(products) => changeLine(service.id, (current) => ({ ...current, products }))}
                      />
                    </div>
                  ) : null}
                </Card>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
