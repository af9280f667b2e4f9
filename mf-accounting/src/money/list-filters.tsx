import { Field, Input, makeStyles } from '@fluentui/react-components';
import { FilterSelect, useListQueryState } from '@portal/shared';
import { useSearchParams } from 'react-router';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { type LabelSet, useMoneyLabel } from './money-labels';

const useStyles = makeStyles({ date: { minWidth: '150px' } });

type VocabularyProps = { name: string; label: string; set: LabelSet; values: readonly string[] };

/** A filter over one §4 vocabulary (type, method, status), each value labelled in the reader's language. */
export function VocabularyFilter({ name, label, set, values }: VocabularyProps) {
  const { t } = useAccountingTranslation();
  const text = useMoneyLabel();
  return (
    <FilterSelect
      name={name}
      label={label}
      allLabel={t('common.all')}
      options={values.map((value) => ({ value, label: text(set, value) }))}
    />
  );
}

/** The money lists' inclusive date range (`date_from`, `date_to`: YYYY-MM-DD in Riyadh time), kept in the URL. */
export function DateRangeFilter() {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const [params] = useSearchParams();
  const { update } = useListQueryState();
  const from = params.get('date_from') ?? '';
  const to = params.get('date_to') ?? '';
  return (
    <>
      <Field label={t('common.dateFrom')}>
        <Input
          className={styles.date}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(_e, data) => update({ date_from: data.value || undefined })}
        />
      </Field>
      <Field label={t('common.dateTo')}>
        <Input
          className={styles.date}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(_e, data) => update({ date_to: data.value || undefined })}
        />
      </Field>
    </>
  );
}
