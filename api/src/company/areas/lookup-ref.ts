import type { LookupRef } from '@portal/contract';
import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../platform/db/like';

// Reference rows (areas, cities, settings) carry a code and a name in each language; this is how they leave.

export type NamedRow = { id: string; code: string; nameAr: string; nameEn: string; nameFr: string };

export function lookupRef(row: NamedRow): LookupRef {
  return { id: row.id, code: row.code, name: { ar: row.nameAr, en: row.nameEn, fr: row.nameFr } };
}

/** Free-text search over a code and the three names. */
export function nameSearch(
  columns: { code: PgColumn; nameAr: PgColumn; nameEn: PgColumn; nameFr: PgColumn },
  q: string | undefined,
): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(columns.code, pattern),
    ilike(columns.nameAr, pattern),
    ilike(columns.nameEn, pattern),
    ilike(columns.nameFr, pattern),
  );
}

/** The name column of the caller's language, for sorting by name. */
export function nameColumnFor<T extends { nameAr: PgColumn; nameEn: PgColumn; nameFr: PgColumn }>(
  columns: T,
  lang: 'ar' | 'en' | 'fr',
): PgColumn {
  return lang === 'ar' ? columns.nameAr : lang === 'fr' ? columns.nameFr : columns.nameEn;
}
