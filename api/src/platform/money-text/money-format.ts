import { HALALAS_PER_SAR } from '@portal/contract';
import { type AnyColumn, and, gte, lt, type SQL } from 'drizzle-orm';

// Helpers shared by the money features: references, SAR texts for messages, Riyadh calendar days.

/** 'TRX-000123' from a sequence number. */
export const referenceOf = (prefix: 'TRX' | 'PAY' | 'TRF' | 'RFD', seq: number) =>
  `${prefix}-${String(seq).padStart(6, '0')}`;

/** Parses 'PAY-000123' (or '123') back to the sequence number for search. */
export function seqFromReference(q: string, prefix: 'TRX' | 'PAY' | 'TRF'): number | null {
  const match = new RegExp(`^(?:${prefix}-)?0*(\\d{1,15})$`, 'i').exec(q.trim());
  return match ? Number(match[1]) : null;
}

/** '1,234.50' from halalas, exact (integer arithmetic, no floats). */
export function sarText(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  const whole = Math.floor(abs / HALALAS_PER_SAR).toLocaleString('en-US');
  const cents = String(abs % HALALAS_PER_SAR).padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/** Spec §9: the service city is Riyadh (UTC+3, no daylight saving); date filters are Riyadh days. */
export const riyadhDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
export const riyadhDayEnd = (day: string) => new Date(riyadhDayStart(day).getTime() + 24 * 3600 * 1000);

/** A list's date filter: `column` within the Riyadh days from date_from to date_to, both included (either may be absent). */
export function withinRiyadhDays(
  column: AnyColumn,
  range: { date_from?: string | undefined; date_to?: string | undefined },
): SQL | undefined {
  return and(
    range.date_from ? gte(column, riyadhDayStart(range.date_from)) : undefined,
    range.date_to ? lt(column, riyadhDayEnd(range.date_to)) : undefined,
  );
}
