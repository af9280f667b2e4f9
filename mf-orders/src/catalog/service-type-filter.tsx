import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useLocalizedName } from '@portal/shared';
import { useOrdersTranslation } from '../i18n/use-orders-translation';
import { useServiceTypes } from './catalog-queries';

const ALL = 'all';

/** Narrows the catalog to one kind of work (planned upkeep, repair on call, one-off job); `null` is every kind. */
export function ServiceTypeFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useOrdersTranslation();
  const local = useLocalizedName();
  const types = useServiceTypes().data?.items ?? [];
  const selected = types.find((type) => type.id === value);
  return (
    <Field label={t('order.add.serviceType')}>
      <Dropdown
        data-testid="service-type-filter"
        value={selected ? local(selected.name) : t('order.add.allServiceTypes')}
        selectedOptions={[value ?? ALL]}
        onOptionSelect={(_e, data) => onChange(data.optionValue && data.optionValue !== ALL ? data.optionValue : null)}
      >
        <Option value={ALL}>{t('order.add.allServiceTypes')}</Option>
        {types.map((type) => (
          <Option key={type.id} value={type.id}>
            {local(type.name)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
