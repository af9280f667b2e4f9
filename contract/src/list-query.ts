import * as v from 'valibot';
import { messageKey } from './messages';

// The one list query of every GET list endpoint (spec §7 generic resource "GET list (query)") and the one list
// answer shape `{ items, total, page, perPage }`. Query strings arrive as text, hence the coercions.

/** Spec §9: 5, 10, 20, 25, 50, 100, and 3 in some listings. */
export const PAGE_SIZES = [3, 5, 10, 20, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/**
 * The highest page a list answers (issue 16.2: `page=1e18` reached the database as an OFFSET it refused): 1,000,000
 * pages of 100 rows is more than any company has, and the offset stays a 32-bit integer.
 */
export const MAX_PAGE = 1_000_000;
/** Largest integer filter value: PostgreSQL's `integer` (a bigger one made the query fail instead of matching nothing). */
const MAX_INTEGER_PARAM = 2_147_483_647;

const integerText = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, messageKey('validation.integer')))]),
    v.transform(Number),
    v.integer(messageKey('validation.integer')),
    v.minValue(min, messageKey('validation.between', { min, max })),
    v.maxValue(max, messageKey('validation.between', { min, max })),
  );

const booleanText = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'], messageKey('validation.invalid'))]),
  v.transform((value) => value === true || value === 'true' || value === '1'),
);

/**
 * Page, page size, free-text search and sort direction. `sortBy` is each endpoint's own: add `sortByEntry(KEYS)`
 * with the keys it sorts by (issue 25.6), so the API refuses any other key (422 on `sortBy`) and the client's
 * `sortBy` values are typed from the same declaration.
 */
export const listQueryEntries = {
  page: v.optional(integerText(1, MAX_PAGE), 1),
  perPage: v.optional(
    v.pipe(
      integerText(1, MAX_INTEGER_PARAM),
      v.check((n) => (PAGE_SIZES as readonly number[]).includes(n), messageKey('validation.invalid')),
      v.transform((n) => n as PageSize),
    ),
    DEFAULT_PAGE_SIZE,
  ),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, messageKey('validation.max_length', { n: 100 })))),
  sortDesc: v.optional(booleanText, false),
};

/** The sort keys of one list endpoint (a non-empty literal list, declared once beside its query schema). */
export type SortKeys = readonly [string, ...string[]];
/** One key of such a list: what a client may send as `sortBy`. */
export type SortKeyOf<TKeys extends SortKeys> = TKeys[number];

/** `sortBy` of an endpoint that sorts by `keys`: anything else is a 422 with a field error on `sortBy`. */
export const sortByEntry = <const TKeys extends SortKeys>(keys: TKeys) =>
  v.optional(v.picklist(keys, messageKey('validation.invalid')));

export const listQuerySchema = v.object(listQueryEntries);

/**
 * Opt-in keyset pagination of the large lists (branches, orders; issue 15 §4): `after` is the id of the last row
 * of the previous page; the next page starts after it in the same sort and filter (one index walk, however deep),
 * and `page` is then ignored. Paging by `page` (OFFSET) stays the default.
 */
export const keysetEntries = {
  after: v.optional(v.pipe(v.string(), v.trim(), v.uuid(messageKey('validation.invalid')))),
};

/** Every list export (`GET …/export`) answers the current search, filters and sort as one of these files. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Search, sort direction and file format of an export query (add `sortByEntry(KEYS)` and the endpoint's filters). */
export const exportQueryEntries = {
  q: listQueryEntries.q,
  sortDesc: listQueryEntries.sortDesc,
  format: v.optional(v.picklist(EXPORT_FORMATS, messageKey('validation.invalid')), 'xlsx'),
};
export type ListQuery = v.InferOutput<typeof listQuerySchema>;
export type ListQueryInput = v.InferInput<typeof listQuerySchema>;
/** A validated list query of an endpoint that sorts by `TKeys`. */
export type SortedListQuery<TKeys extends SortKeys> = ListQuery & { sortBy?: SortKeyOf<TKeys> | undefined };

/** Coerced integer filter (e.g. `?floors=3`); use in an endpoint's own filter entries. */
export const integerQueryParam = (min = 0, max = MAX_INTEGER_PARAM) => integerText(min, max);
export const booleanQueryParam = booleanText;

export type ListResult<T> = { items: T[]; total: number; page: number; perPage: number };

export function listResultSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ items: v.array(item), total: v.number(), page: v.number(), perPage: v.number() });
}
