import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { useListQueryState } from './use-list-query-state';

const useStyles = makeStyles({ date: { minWidth: '150px' } });

type Props = { fromLabel: string; toLabel: string };

/** A list's inclusive date range (`date_from`, `date_to`: YYYY-MM-DD in Riyadh time), kept in the URL. */
export function DateRangeFilter({ fromLabel, toLabel }: Props) {
  const styles = useStyles();
  const [params] = useSearchParams();
  const { update } = useListQueryState();
  const from = params.get('date_from') ?? '';
  const to = params.get('date_to') ?? '';
  return (
    <>
      <Field label={fromLabel}>
        <Input
          className={styles.date}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(_e, data) => update({ date_from: data.value || undefined })}
        />
      </Field>
      <Field label={toLabel}>
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
