import { Dropdown, Field, Input, makeStyles, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type LabelSet, useMoneyLabel } from './money-labels';

type OnChange = (changes: Record<string, string | undefined>) => void;

const useStyles = makeStyles({ choice: { minWidth: '150px' }, date: { minWidth: '150px' } });

type ChoiceProps = {
  name: string;
  label: string;
  set: LabelSet;
  values: readonly string[];
  filters: Record<string, string>;
  onChange: OnChange;
};

/** A filter over one §4 vocabulary (type, method, status), labelled in the reader's language. */
export function ChoiceFilter({ name, label, set, values, filters, onChange }: ChoiceProps) {
  const { t } = useTranslation('accounting');
  const styles = useStyles();
  const text = useMoneyLabel();
  const selected = filters[name];
  return (
    <Field label={label}>
      <Dropdown
        className={styles.choice}
        value={selected ? text(set, selected) : t('common.all')}
        selectedOptions={[selected ?? '']}
        onOptionSelect={(_e, data) => onChange({ [name]: data.optionValue || undefined })}
      >
        <Option value="">{t('common.all')}</Option>
        {values.map((value) => (
          <Option key={value} value={value}>
            {text(set, value)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** The inclusive date range of the money lists (`date_from`, `date_to`, YYYY-MM-DD in Riyadh time). */
export function DateRangeFilter({ filters, onChange }: { filters: Record<string, string>; onChange: OnChange }) {
  const { t } = useTranslation('accounting');
  const styles = useStyles();
  return (
    <>
      <Field label={t('common.dateFrom')}>
        <Input
          className={styles.date}
          type="date"
          value={filters.date_from ?? ''}
          max={filters.date_to}
          onChange={(_e, data) => onChange({ date_from: data.value || undefined })}
        />
      </Field>
      <Field label={t('common.dateTo')}>
        <Input
          className={styles.date}
          type="date"
          value={filters.date_to ?? ''}
          min={filters.date_from}
          onChange={(_e, data) => onChange({ date_to: data.value || undefined })}
        />
      </Field>
    </>
  );
}
