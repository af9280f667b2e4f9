import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A select built with drizzle (its selected fields name the JSON keys). */
type Select = SQLWrapper & { _: { selectedFields: Record<string, unknown> } };

/**
 * A select's rows as one JSON array, in the select's order, each row an object keyed by the select's field names:
 * embeds a query in a bigger statement (one round trip for several reads). The column list renames the select's
 * output positionally, so raw SQL fields need no alias.
 */
export function jsonRows(query: Select): SQL {
  const columns = sql.join(
    Object.keys(query._.selectedFields).map((name) => sql.identifier(name)),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(r), '[]'::json) from ${query} r(${columns}))`;
}
