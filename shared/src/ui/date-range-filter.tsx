import { Field } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateInput } from './date-field/date-input';
import { useListQueryState } from './use-list-query-state';

type Props = { fromLabel: string; toLabel: string };

/** ISO days compare as text. */
const backwards = (from: string | null | undefined, to: string | null | undefined) => Boolean(from && to && to < from);

/**
 * A list's inclusive date range (`date_from`, `date_to`: YYYY-MM-DD in Riyadh time), kept in the URL, in the
 * interface's language. A range whose end comes before its start is said under the end and not sent: the list keeps
 * the last good range.
 */
export function DateRangeFilter({ fromLabel, toLabel }: Props) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const { update } = useListQueryState();
  const from = params.get('date_from');
  const to = params.get('date_to');
  // A day the other end refuses waits here (shown, with its message) instead of reaching the URL.
  const [pending, setPending] = useState<{ date_from?: string | null; date_to?: string | null }>({});
  const [problems, setProblems] = useState<{ date_from?: string | null; date_to?: string | null }>({});
  // The URL changed from elsewhere (filters cleared, back button): what waited here is no longer the range.
  useEffect(() => setPending({}), [from, to]);
  const shownFrom = pending.date_from !== undefined ? pending.date_from : from;
  const shownTo = pending.date_to !== undefined ? pending.date_to : to;
  const order = backwards(shownFrom, shownTo) ? t('dateField.rangeOrder') : null;
  const choose = (key: 'date_from' | 'date_to', day: string | null) => {
    const next = { date_from: shownFrom, date_to: shownTo, [key]: day };
    if (backwards(next.date_from, next.date_to)) return setPending(next);
    setPending({});
    update({ date_from: next.date_from ?? undefined, date_to: next.date_to ?? undefined });
  };
  const ends = [
    { key: 'date_from', testId: 'date-from', label: fromLabel, value: shownFrom, other: shownTo, message: null },
    { key: 'date_to', testId: 'date-to', label: toLabel, value: shownTo, other: shownFrom, message: order },
  ] as const;
  return (
    <>
      {ends.map((end) => (
        <Field key={end.key} label={end.label} validationMessage={problems[end.key] ?? end.message ?? undefined}>
          <DateInput
            name={end.key}
            data-testid={end.testId}
            value={end.value}
            near={end.other}
            onChange={(day) => choose(end.key, day)}
            onProblem={(message) => setProblems((current) => ({ ...current, [end.key]: message }))}
          />
        </Field>
      ))}
    </>
  );
}
