import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

// `npm run db:move -- --to postgres://…` (issue 15 §6): everything in the embedded database copied into a
// PostgreSQL server that has just been migrated to the same schema. One transaction on the server: it ends with
// all of the data or none of it. Rows travel as JSON text (row_to_json on PGlite, json_populate_recordset on the
// server), which keeps every type exact (numeric, timestamptz, jsonb, bytea) without per-type code.

/** Rows per round trip: small enough for PGlite's memory, large enough to move 100,000 orders in seconds. */
const BATCH = 2000;

interface MoveReport {
  tables: { name: string; rows: number }[];
  sequences: number;
}

type Source = Pick<PGlite, 'query'>;

/** Base tables of the public schema, parents before children (foreign keys between different tables). */
async function tablesInForeignKeyOrder(source: Source): Promise<string[]> {
  const { rows: tables } = await source.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const { rows: edges } = await source.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const edge of edges) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.name) && [...(parents.get(t.name) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('foreign keys form a cycle between tables: cannot order the copy');
    for (const { name } of ready) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every row of `source` into `target` (already migrated, see move-main.ts). The server's own rows — the
 * reference data its migrations inserted — are replaced by the embedded database's, which has the same and more.
 * Refuses a server that already holds users unless `replace` (nothing is overwritten by accident).
 */
export async function moveData(source: Source, target: pg.PoolClient, options: { replace?: boolean } = {}) {
  const tables = await tablesInForeignKeyOrder(source);
  const report: MoveReport = { tables: [], sequences: 0 };
  await target.query('begin');
  try {
    const { rows: users } = await target.query('select count(*)::int as n from users');
    if (users[0].n > 0 && !options.replace)
      throw new Error('the server already has users: pass --replace to overwrite its data with the embedded one');
    await target.query(`truncate ${tables.map(quoted).join(', ')} cascade`);
    // The copied rows already hold what the triggers derive (order and branch counts): no trigger may add to them.
    for (const table of tables) await target.query(`alter table ${quoted(table)} disable trigger user`);
    for (const table of tables) {
      let rows = 0;
      for (let offset = 0; ; offset += BATCH) {
        const { rows: batch } = await source.query<{ json: string | null; n: number }>(
          `select json_agg(t)::text as json, count(*)::int as n
           from (select * from ${quoted(table)} order by ctid limit ${BATCH} offset ${offset}) t`,
        );
        const { json, n } = batch[0] ?? { json: null, n: 0 };
        if (!json || n === 0) break;
        await target.query(
          `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, $1::json)`,
          [json],
        );
        rows += n;
        if (n < BATCH) break;
      }
      report.tables.push({ name: table, rows });
    }
    for (const table of tables) await target.query(`alter table ${quoted(table)} enable trigger user`);
    // Sequences (invoice and ledger counters, outbox order) continue where the embedded database stopped.
    const { rows: sequences } = await source.query<{ name: string; value: string | null; called: boolean }>(
      `select sequencename as name, last_value::text as value, last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
    );
    for (const sequence of sequences) {
      if (sequence.value === null) continue;
      await target.query('select setval($1::regclass, $2::bigint, $3)', [
        quoted(sequence.name),
        sequence.value,
        sequence.called,
      ]);
      report.sequences += 1;
    }
    await target.query('commit');
  } catch (error) {
    await target.query('rollback');
    throw error;
  }
  return report;
}
