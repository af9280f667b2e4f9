import { Field, Select } from '@fluentui/react-components';
import { formatNumber, useCurrentLanguage } from '@portal/shared';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';

/** A year as a label: the language's digits without grouping ("2026", "٢٠٢٦"). */
export const formatYear = (year: number, language: Parameters<typeof formatNumber>[1]) =>
  formatNumber(year, language).replace(/[,٬\s]/g, '');

/** The year selector of the dashboard and the scorecards: the years the API offers (those with data). */
export function YearField({
  year,
  years,
  onChange,
  className,
}: {
  year: number | undefined;
  years: number[] | undefined;
  onChange: (year: number) => void;
  className: string;
}) {
  const { t } = useDashboardTranslation();
  const language = useCurrentLanguage();
  return (
    <Field label={t('filters.year')} className={className}>
      <Select
        data-testid="dashboard-year"
        value={year ? String(year) : ''}
        onChange={(_, data) => onChange(Number(data.value))}
      >
        {(years ?? (year ? [year] : [])).map((option) => (
          <option key={option} value={option}>
            {formatYear(option, language)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
