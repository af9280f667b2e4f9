import { FilterSelect, DateRangeFilter as SharedDateRangeFilter } from '@portal/shared';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { type LabelSet, useMoneyLabel } from './money-labels';

type VocabularyProps = {
  name: string;
  label: string;
  set: LabelSet;
  values: readonly string[];
  /** A value whose option reads otherwise than its §4 label (a stored 'none' that means something real). */
  relabel?: Readonly<Record<string, string>>;
};

/** A filter over one §4 vocabulary (type, method, status), each value labelled in the reader's language. */
export function VocabularyFilter({ name, label, set, values, relabel }: VocabularyProps) {
  const { t } = useAccountingTranslation();
  const text = useMoneyLabel();
  return (
    <FilterSelect
      name={name}
      label={label}
      allLabel={t('common.all')}
      options={values.map((value) => ({ value, label: relabel?.[value] ?? text(set, value) }))}
    />
  );
}

/** The money lists' inclusive date range (`date_from`, `date_to`: YYYY-MM-DD in Riyadh time), kept in the URL. */
export function DateRangeFilter() {
  const { t } = useAccountingTranslation();
  return <SharedDateRangeFilter fromLabel={t('common.dateFrom')} toLabel={t('common.dateTo')} />;
}
