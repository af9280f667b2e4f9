import { Input, makeStyles } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useCurrentLanguage } from '../../i18n/localized-name';
import { dateOfDay, dayText } from './day-text';

export type DateInputProps = {
  /** The day as the API carries it (YYYY-MM-DD), or null for none. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** A typed text that is not a day, or a day outside min–max (its message), or null once it is fixed. */
  onProblem?: (message: string | null) => void;
  min?: string;
  max?: string;
  /** Without a value, the calendar opens on this day's month (a range's other end) instead of today's. */
  near?: string | null;
  name?: string;
  disabled?: boolean;
  onBlur?: () => void;
  className?: string;
  'data-testid'?: string;
};

const LocalizedDatePicker = lazy(() => import('./date-picker'));

const useStyles = makeStyles({ waiting: { minWidth: '176px', maxWidth: '100%' } });

/**
 * THE date field of the portal (issue 28.6): days shown, typed and picked in the interface's language, never the
 * browser's "mm/dd/yyyy". Put it in a Fluent Field for its label and message. The calendar (Fluent's date picker) is
 * fetched the first time a page shows a date field; until then the day is shown read-only in the same place.
 */
export function DateInput(props: DateInputProps) {
  const styles = useStyles();
  const language = useCurrentLanguage();
  const date = dateOfDay(props.value);
  return (
    <Suspense
      fallback={
        <Input
          className={styles.waiting}
          readOnly
          name={props.name}
          disabled={props.disabled}
          value={date ? dayText(date, language) : ''}
        />
      }
    >
      <LocalizedDatePicker {...props} />
    </Suspense>
  );
}
