import { formatMoney, formatNumber } from '@portal/shared';
import { OPS_ROLES, type OpsRole } from '@portal/shared/contract';

// What an audit entry's details say, as label/value lines in the reader's language (the why — `reason` — is its own
// column). Each action writes its own keys (api/src/**/recordOpsAction callers); an unknown key still shows, as is.

type Language = 'ar' | 'en' | 'fr';
/** The detail labels and role names the caller's translation gives. */
export type DetailWords = {
  label: (key: string) => string;
  role: (role: OpsRole) => string;
  active: (active: boolean) => string;
  /** The label of a vocabulary value (an order step, shift or proposal kind), or null when the key holds none. */
  term?: (key: string, value: string) => string | null;
};
export type DetailLine = { key: string; label: string; value: string };

/** Keys that hold halalas in the actions that write them (a coupon's cap too). */
const MONEY_KEYS = new Set(['amount', 'max_discount']);
/** Written for the record's sake, meaningless to a reader. */
const HIDDEN_KEYS = new Set(['reason', 'message_id', 'provider_id']);
/** The actions whose from/to are money (the credit limit). */
const MONEY_CHANGES = new Set(['credit_line.update']);

const isRole = (value: unknown): value is OpsRole => OPS_ROLES.includes(value as OpsRole);

function valueText(value: unknown, money: boolean, words: DetailWords, language: Language): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return money ? formatMoney(value, language) : formatNumber(value, language);
  if (typeof value === 'boolean') return words.active(value);
  if (Array.isArray(value))
    return value
      .map((v) => (isRole(v) ? words.role(v) : valueText(v, money, words, language)))
      .join(language === 'ar' ? '، ' : ', ');
  if (typeof value === 'object') {
    const change = value as { from?: unknown; to?: unknown };
    if ('from' in change || 'to' in change)
      return `${valueText(change.from, money, words, language)} → ${valueText(change.to, money, words, language)}`;
    return JSON.stringify(value);
  }
  return String(value);
}

export function detailLines(
  action: string,
  details: Record<string, unknown>,
  words: DetailWords,
  language: Language,
): DetailLine[] {
  const moneyChange = MONEY_CHANGES.has(action);
  const lines: DetailLine[] = [];
  // A change of the limit is written as top-level from/to: one line "limit: from → to".
  if (moneyChange && ('from' in details || 'to' in details)) {
    lines.push({
      key: 'limit',
      label: words.label('limit'),
      value: valueText({ from: details.from, to: details.to }, true, words, language),
    });
  }
  for (const [key, value] of Object.entries(details)) {
    if (HIDDEN_KEYS.has(key) || (moneyChange && (key === 'from' || key === 'to'))) continue;
    const term = typeof value === 'string' ? words.term?.(key, value) : null;
    lines.push({ key, label: words.label(key), value: term ?? valueText(value, MONEY_KEYS.has(key), words, language) });
  }
  return lines;
}

/** The why of an entry: the reason given, when the action takes one. */
export function reasonOf(details: Record<string, unknown>): string | null {
  return typeof details.reason === 'string' && details.reason ? details.reason : null;
}
