import * as v from 'valibot';
import { booleanQueryParam, listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { wholeListPageEntry } from './settings';

// GET /api/v1/public/settings/language (spec §7 "Languages list"): sent as is_active=1, sortBy=sort,
// sortDesc=false. page=0 (default) answers the whole list, page ≥ 1 the standard list shape.

/** Columns a client may sort languages by. */
export const LANGUAGE_SORTS = ['sort', 'iso', 'name'] as const;

export const languagesQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(LANGUAGE_SORTS),
  page: wholeListPageEntry,
  is_active: v.optional(booleanQueryParam),
});
export type LanguagesQuery = v.InferInput<typeof languagesQuerySchema>;

export const languageSchema = v.object({
  iso: v.string(),
  name: v.string(),
  sort: v.number(),
  is_active: v.boolean(),
  dir: v.picklist(['rtl', 'ltr']),
});
export type Language = v.InferOutput<typeof languageSchema>;

export const languagesResultSchema = v.union([v.array(languageSchema), listResultSchema(languageSchema)]);
export type LanguagesResult = v.InferOutput<typeof languagesResultSchema>;
