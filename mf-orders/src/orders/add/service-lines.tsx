import { Button, Dropdown, Field, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { translateMessage, useLocalizedName, useNumberText } from '@portal/shared';
import { ORDER_LIMITS, type ServiceUnit, type TrilingualName } from '@portal/shared/contract';
import type { ReactNode } from 'react';
import { type OfferedProduct, ProductSteppers } from '../../common/product-steppers';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import type { DraftLine } from './order-pricing';

const useStyles = makeStyles({
  line: {
    display: 'grid',
    // The name on its own row, then the quantity and the remove button: fits a 390 px phone.
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: '8px',
    alignItems: 'end',
    paddingBlock: '8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
  name: { gridColumn: '1 / -1' },
  products: { gridColumn: '1 / -1' },
  quantity: { width: '100%', minWidth: 0 },
});

export type ServiceChoice = {
  id: string;
  name: TrilingualName;
  unit: ServiceUnit;
  min_quantity: number;
  /** Optional products offered with the service (one-time orders); none on a package visit. */
  products?: readonly OfferedProduct[];
};

type Props = {
  choices: readonly ServiceChoice[];
  value: DraftLine[];
  onChange: (next: DraftLine[]) => void;
  /** The contract message key of the whole list ('A minimum of one service must be added'). */
  error?: string | undefined;
  /** The message key on one line's quantity ('Minimum quantity {n}'). */
  lineError: (index: number) => string | undefined;
  /** A filter of the catalog shown before the add list (the service type), and which services it leaves. */
  filter?: ReactNode;
  offered?: (serviceId: string) => boolean;
};

/** The ordered services: add from the catalog, a quantity per line (starting at its minimum), its products, remove. */
export function ServiceLines({ choices, value, onChange, error, lineError, filter, offered }: Props) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const chosen = new Set(value.map((line) => line.service_id));
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const available = choices.filter((choice) => !chosen.has(choice.id) && (offered?.(choice.id) ?? true));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: 8 }}>
      <legend style={{ padding: 0, marginBlockEnd: 8 }}>
        <Text weight="semibold">{t('order.add.services')}</Text>
      </legend>
      {value.map((line, index) => {
        const service = byId.get(line.service_id);
        const name = local(service?.name);
        const unit = service ? t(`quotations.units_of_service.${service.unit}`) : '';
        const message = lineError(index);
        return (
          <div key={line.service_id} className={styles.line} data-testid="order-line">
            <Text weight="semibold" className={styles.name}>
              {name}
            </Text>
            <QuantityField
              index={index}
              label={t('order.add.quantity', { unit })}
              hint={service ? t('order.add.minimum', { n: service.min_quantity }) : undefined}
              message={message}
              value={line.quantity}
              onChange={(quantity) => onChange(value.map((l, i) => (i === index ? { ...l, quantity } : l)))}
            />
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('order.add.remove', { name })}
              onClick={() => onChange(value.filter((_l, i) => i !== index))}
            />
            {service?.products?.length ? (
              <div className={styles.products}>
                <ProductSteppers
                  products={service.products}
                  value={line.products ?? []}
                  max={ORDER_LIMITS.productQuantity.max}
                  onChange={(products) => onChange(value.map((l, i) => (i === index ? { ...l, products } : l)))}
                />
              </div>
            ) : null}
          </div>
        );
      })}
      {filter}
      <Field label={t('order.add.addService')}>
        <Dropdown
          data-testid="add-service"
          placeholder={t('order.add.chooseService')}
          value=""
          selectedOptions={[]}
          disabled={available.length === 0}
          onOptionSelect={(_e, data) => {
            const service = byId.get(data.optionValue ?? '');
            if (service) onChange([...value, { service_id: service.id, quantity: service.min_quantity, products: [] }]);
          }}
        >
          {available.map((choice) => (
            <Option key={choice.id} value={choice.id}>
              {local(choice.name)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {error ? (
        <Text role="alert" className={styles.error} data-testid="services-error">
          {translateMessage(error)}
        </Text>
      ) : null}
    </fieldset>
  );
}

type QuantityProps = {
  index: number;
  label: string;
  hint: string | undefined;
  message: string | undefined;
  value: number | null;
  onChange: (value: number | null) => void;
};

/** A whole quantity typed as text (Arabic-Indic digits accepted); the form's message wins over the text's. */
function QuantityField({ index, label, hint, message, value, onChange }: QuantityProps) {
  const styles = useStyles();
  const { error, inputProps } = useNumberText(value, onChange, { min: 1, integer: true });
  const shown = message ?? error ?? undefined;
  return (
    <Field
      label={label}
      hint={hint}
      validationState={shown ? 'error' : undefined}
      validationMessage={translateMessage(shown)}
    >
      <Input {...inputProps} className={styles.quantity} name={`services.${index}.quantity`} />
    </Field>
  );
}
