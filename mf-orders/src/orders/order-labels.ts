import { formatMoney, intlLocaleOf, useCurrentLanguage } from '@portal/shared';
import {
  type MoneyLabelSet,
  moneyLabel,
  type OrderLabelSet,
  orderLabel,
  paymentStatusLabel,
} from '@portal/shared/contract';

/**
 * The order and money vocabulary (statuses, types, shifts, operations, methods) in the reader's language, from
 * the contract's label tables (the API's exports use the same), plus money and dates.
 */
export function useOrderText() {
  const language = useCurrentLanguage();
  const locale = intlLocaleOf(language);
  return {
    label: <TSet extends OrderLabelSet>(set: TSet, value: string) => orderLabel(language, set, value),
    money: (set: MoneyLabelSet, value: string) => moneyLabel(language, set, value),
    /** An order's payment status: 'none' (nothing to pay) reads "paid from package", never "None". */
    paymentStatus: (status: string) => paymentStatusLabel(language, { status }),
    sar: (halalas: number) => formatMoney(halalas, language),
    /** A `YYYY-MM-DD` visit day (Riyadh). */
    day: (date: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' }).format(
        new Date(`${date}T12:00:00+03:00`),
      ),
    /** An instant, in Riyadh time. */
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(
        new Date(iso),
      ),
  };
}
