import { makeStyles } from '@fluentui/react-components';
import { type CalendarStrings, DatePicker, type DatePickerErrorType } from '@fluentui/react-datepicker-compat';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../i18n/localized-name';
import type { DateInputProps } from './date-input';
import { calendarFormatting, calendarNames, dateOfDay, dayOfDate, dayText, parseDayText } from './day-text';

const useStyles = makeStyles({
  input: { minWidth: '176px', maxWidth: '100%' },
  // Fluent's calendar is drawn for a mouse (24 px days). On a touch screen or a phone it is scaled up as a whole so
  // that a day is a thumb's target (about 40 px) and the month still fits 390 px.
  calendar: {
    '@media (pointer: coarse), (max-width: 600px)': { zoom: 1.5 },
  },
});

/**
 * Fluent's date picker in the interface's language (issue 28.6): the field shows "30 نوفمبر 2026", accepts a typed
 * day (30/11/2026, Arabic-Indic digits too) and opens a calendar with the month and day names of the language; the
 * value in and out is the ISO day the API takes. Loaded on demand by DateInput (the calendar is not in the first
 * download of any page).
 */
export default function LocalizedDatePicker({
  value,
  onChange,
  onProblem,
  min,
  max,
  near,
  name,
  disabled,
  onBlur,
  className,
  'data-testid': testId,
}: DateInputProps) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const language = useCurrentLanguage();
  const strings = useMemo<CalendarStrings>(() => {
    const { days, shortDays, months, shortMonths } = calendarNames(language);
    return {
      days,
      shortDays,
      months,
      shortMonths,
      goToToday: t('dateField.goToToday'),
      prevMonthAriaLabel: t('dateField.previousMonth'),
      nextMonthAriaLabel: t('dateField.nextMonth'),
      prevYearAriaLabel: t('dateField.previousYear'),
      nextYearAriaLabel: t('dateField.nextYear'),
      prevYearRangeAriaLabel: t('dateField.previousYears'),
      nextYearRangeAriaLabel: t('dateField.nextYears'),
      closeButtonAriaLabel: t('dateField.close'),
    };
  }, [language, t]);
  const formatting = useMemo(() => calendarFormatting(language), [language]);
  // Stable between renders: the picker rewrites its text whenever its value or formatDate changes identity, which
  // would wipe what is being typed each time the form around it renders.
  const date = useMemo(() => dateOfDay(value), [value]);
  const formatDate = useCallback((day?: Date) => (day ? dayText(day, language) : ''), [language]);
  const parseDate = useCallback((text: string) => parseDayText(text, language), [language]);
  const nearDate = useMemo(() => dateOfDay(near) ?? undefined, [near]);
  const minDate = useMemo(() => dateOfDay(min) ?? undefined, [min]);
  const maxDate = useMemo(() => dateOfDay(max) ?? undefined, [max]);
  const problemOf = (error: DatePickerErrorType | undefined): string | null => {
    if (error === 'invalid-input') return t('dateField.invalid');
    if (error !== 'out-of-bounds') return null;
    const shown = { min: minDate ? dayText(minDate, language) : '', max: maxDate ? dayText(maxDate, language) : '' };
    if (minDate && maxDate) return t('dateField.outOfBounds', shown);
    return minDate ? t('dateField.tooEarly', shown) : t('dateField.tooLate', shown);
  };

  return (
    <DatePicker
      className={className ? `${styles.input} ${className}` : styles.input}
      name={name}
      data-testid={testId}
      disabled={disabled}
      onBlur={onBlur}
      value={date}
      onSelectDate={(chosen) => {
        onChange(chosen ? dayOfDate(chosen) : null);
        if (chosen) onProblem?.(null);
      }}
      onValidationResult={({ error }) => onProblem?.(problemOf(error))}
      allowTextInput
      formatDate={formatDate}
      parseDateFromString={parseDate}
      placeholder={t('dateField.placeholder')}
      strings={strings}
      dateTimeFormatter={formatting}
      // Saudi weeks start on Sunday, French ones on Monday.
      firstDayOfWeek={language === 'fr' ? 1 : 0}
      initialPickerDate={nearDate}
      minDate={minDate}
      maxDate={maxDate}
      // Beside the days, the month list would double the width: it opens over them from the header instead.
      showMonthPickerAsOverlay
      calendar={{ className: styles.calendar }}
      lang={language}
    />
  );
}
