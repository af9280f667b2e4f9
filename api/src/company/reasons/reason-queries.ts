import {
  type OrderReason,
  type OrderReasonKind,
  OTHER_REASON_CODE,
  type PROPERTY_SETTING_SORT_KEYS,
  type SortedListQuery,
} from '@portal/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { orderReasons } from '../../platform/db/schema/index';
import { fieldError } from '../../platform/http/app-error';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import type { Lang } from '../../platform/i18n/translate';
import { lookupRef, nameColumnFor, nameSearch } from '../areas/lookup-ref';

// Spec §7 public/settings/reason (ADR 0058): the cancel and fail reasons, and the check a cancel or a fail runs on
// the reason it is given.

type Row = typeof orderReasons.$inferSelect;
const toReason = (row: Row): OrderReason => ({
  ...lookupRef(row),
  kind: row.kind as OrderReasonKind,
  needs_text: row.needsText,
  sort: row.sort,
});

export async function listReasons(
  db: Queryable,
  query: SortedListQuery<typeof PROPERTY_SETTING_SORT_KEYS> & { kind?: OrderReasonKind | undefined },
  lang: Lang,
) {
  const where = and(
    eq(orderReasons.isActive, true),
    query.kind ? eq(orderReasons.kind, query.kind) : undefined,
    nameSearch(orderReasons, query.q),
  );
  const name = nameColumnFor(orderReasons, lang);
  const column = sortColumn(query, { name, code: orderReasons.code, sort: orderReasons.sort }, orderReasons.sort);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orderReasons)
      .where(where)
      .orderBy(asc(orderReasons.kind), query.sortDesc ? desc(column) : asc(column), asc(orderReasons.id))
      .limit(limit)
      .offset(offset),
    db.$count(orderReasons, where),
  ]);
  return listResult(rows.map(toReason), total, query);
}

export async function findReason(db: Queryable, id: string): Promise<OrderReason | null> {
  const [row] = await db.select().from(orderReasons).where(eq(orderReasons.id, id)).limit(1);
  return row ? toReason(row) : null;
}

/**
 * The listed reason a cancel or fail names (no code: `other`), refused on `reason_code` when it is not an active
 * reason of that kind, and on `reason` when it needs the person's words and has none. Returns what the order keeps.
 */
export async function resolveReason(
  db: Queryable,
  kind: OrderReasonKind,
  given: { reason_code?: string | undefined; reason?: string | undefined },
): Promise<{ reasonId: string; reason: string | null }> {
  const code = given.reason_code ?? OTHER_REASON_CODE;
  const [row] = await db
    .select()
    .from(orderReasons)
    .where(and(eq(orderReasons.kind, kind), eq(orderReasons.code, code), eq(orderReasons.isActive, true)))
    .limit(1);
  if (!row) throw fieldError('reason_code', 'validation.invalid');
  const words = given.reason?.trim() ?? '';
  if (row.needsText && !words) throw fieldError('reason', 'validation.required');
  return { reasonId: row.id, reason: words || null };
}
