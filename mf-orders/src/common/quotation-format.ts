import {
  dateTimeFormat,
  formatMoney,
  formatNumber,
  intlLocaleOf,
  numberFormat,
  useCurrentLanguage,
} from '@portal/shared';
import {
  type FactorKey,
  PERIOD_MONTHS,
  type PeriodMonths,
  type Quotation,
  VISIT_FREQUENCIES,
} from '@portal/shared/contract';
import { useSettingName } from '../catalog/catalog-queries';
import { useOrdersTranslation } from '../i18n/use-orders-translation';

type Factor = Quotation['price']['factors'][number];

const isFrequency = (band: string): band is (typeof VISIT_FREQUENCIES)[number] =>
  (VISIT_FREQUENCIES as readonly string[]).includes(band);
// A Record, so a factor key added to the pricing tables without a label here fails tsc.
const FACTOR_KEYS: Record<FactorKey, true> = {
  business_type: true,
  unit_type: true,
  area: true,
  building_age: true,
  floors: true,
  floor_height: true,
  period: true,
  frequency: true,
};
/** The wire carries factor keys as strings. */
export const isFactorKey = (key: string): key is FactorKey => Object.hasOwn(FACTOR_KEYS, key);
const isPeriod = (months: number): months is PeriodMonths => (PERIOD_MONTHS as readonly number[]).includes(months);

/** Money, factors, percentages, periods and frequencies of a quotation in the reader's language. */
export function useQuotationFormat() {
  const { t } = useOrdersTranslation();
  const language = useCurrentLanguage();
  const propertyType = useSettingName('propertyType');
  const unitType = useSettingName('propertyUnitType');
  const locale = intlLocaleOf(language);
  const period = (months: number) => (isPeriod(months) ? t(`quotations.period.m${months}`) : String(months));
  return {
    money: (halalas: number) => formatMoney(halalas, language),
    number: (value: number) => formatNumber(value, language),
    /** Basis points as a percentage: 1500 → "15%". */
    percent: (bp: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000),
    /** A per-mille factor as a multiplier: 1050 → "1.05". */
    multiplier: (permille: number) =>
      numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(permille / 1000),
    period,
    frequency: (code: string) => (isFrequency(code) ? t(`quotations.frequency.${code}`) : code),
    /** The band a factor applied with, in words where it is a code (property type, frequency, period). */
    band: (factor: Factor) => {
      if (factor.key === 'business_type') return propertyType(factor.band);
      if (factor.key === 'unit_type') return unitType(factor.band);
      if (factor.key === 'period') return period(Number(factor.band));
      if (factor.key === 'frequency' && isFrequency(factor.band)) return t(`quotations.frequency.${factor.band}`);
      return factor.band;
    },
    date: (iso: string) =>
      dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' }).format(new Date(iso)),
    propertyType,
    unitType,
  };
}
