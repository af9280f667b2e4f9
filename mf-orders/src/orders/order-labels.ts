import { dateTimeFormat, formatMoney, intlLocaleOf, useCurrentLanguage } from '@portal/shared';
import {
  type MoneyLabelSet,
  moneyLabel,
  ORDER_LOG_ACTIONS,
  type OrderLabelSet,
  orderLabel,
  orderLogLabel,
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
    /** An action of the order's log: a step or a log action (proposals, cash collected…), never its raw name. */
    logAction: (action: string) => orderLogLabel(language, action),
    /** A step's note: the system's notes are log actions' names (collect_cash_payment) and read as their label. */
    note: (note: string) =>
      (ORDER_LOG_ACTIONS as readonly string[]).includes(note) ? orderLogLabel(language, note) : note,
    money: (set: MoneyLabelSet, value: string) => moneyLabel(language, set, value),
    /** An order's payment status: 'none' (nothing to pay) reads "paid from package", never "None". */
    paymentStatus: (status: string) => paymentStatusLabel(language, { status }),
    sar: (halalas: number) => formatMoney(halalas, language),
    /** A `YYYY-MM-DD` visit day (Riyadh). */
    day: (date: string) =>
      dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' }).format(
        new Date(`${date}T12:00:00+03:00`),
      ),
    /** An instant, in Riyadh time. */
    dateTime: (iso: string) =>
      dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(
        new Date(iso),
      ),
  };
}
