import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

// Drizzle turns each row of a select into its nested object with a generic walk that finds every column's decoder
// anew at each cell (several `is()` class checks, an iterator per path): at 25 rows of 40 columns that walk was the
// largest single cost of a list request over a bare driver route (issue 29.5, bench/request-profile.ts). A named
// statement of a list keeps one field list for the life of the process, so its mapping is resolved once here and
// the rows are mapped by a plain loop, with drizzle's own rules (same decoders; a left-joined table whose columns
// are all null becomes null). test/platform/compiled-rows.test.ts holds it to drizzle's `mapResultRow`.

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Field = { path: string[]; field: unknown };
/** What drizzle's prepared queries (node-postgres and PGlite sessions) carry for the mapping. */
type PreparedSelect = {
  fields?: Field[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/** drizzle's `decoder` of a SQL chunk (internal in its types). */
const sqlDecoder = (chunk: SQL) => (chunk as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder((field as unknown as { _: { sql: SQL } })._.sql);
  return sqlDecoder((field as SQL.Aliased).sql);
}

interface CompiledColumn {
  parents: string[];
  key: string;
  decoder: Decoder;
  /** The joined table of a column nested one level down (`{ area: named(areas) }`), for the all-null rule. */
  table: string | null;
}

function compile(fields: Field[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const columns: CompiledColumn[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1] as string,
    decoder: decoderOf(field),
    table: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    // Per nested object: the table all of whose columns were null so far, or false once one was not (drizzle's rule).
    let nullify: Record<string, string | false> | null = null;
    for (let at = 0; at < columns.length; at++) {
      const column = columns[at] as CompiledColumn;
      let node = result;
      for (const parent of column.parents) {
        node[parent] ??= {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[at];
      const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      node[column.key] = value;
      if (column.table === null) continue;
      nullify ??= {};
      const objectName = column.parents[0] as string;
      const seen = nullify[objectName];
      if (seen === undefined) nullify[objectName] = value === null ? column.table : false;
      else if (typeof seen === 'string' && seen !== column.table) nullify[objectName] = false;
    }
    if (nullify && joinsNotNullableMap) {
      for (const [objectName, table] of Object.entries(nullify)) {
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[objectName] = null;
      }
    }
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/** A prepared select (`.prepare(name)`) that maps its rows with a loop compiled once for its fields. */
export function withCompiledRows<T>(prepared: T): T {
  const query = prepared as PreparedSelect;
  if (query.fields && !query.customResultMapper) {
    query.customResultMapper = compile(query.fields, query.joinsNotNullableMap);
  }
  return prepared;
}
