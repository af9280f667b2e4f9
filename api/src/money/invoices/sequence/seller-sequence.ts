import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/database';
import { einvoicingUnits } from '../../../platform/db/schema/index';

// The seller sequence of an e-invoicing unit (issue 31.1, ADR 0054). `take` increments the unit's row, which holds
// its row lock until the issuing transaction ends: every invoice of the seller, whatever its buyer, queues there,
// so numbers and ICVs are consecutive, a rolled-back invoice gives its place back (no gaps, no repeats), and the
// PIH read under the lock is the hash of the invoice committed just before. `chain` stores this invoice's hash
// for the next one in the same transaction.

/** ZATCA's PIH of a unit's first invoice: base64 of the hexadecimal SHA-256 of "0" (as ZATCA's SDK samples give it). */
export const FIRST_PREVIOUS_HASH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

export interface SequencePlace {
  number: number;
  icv: number;
  previousHash: string;
}

/**
 * The unit's row on first use: its numbers start after every number any unit (and the per-company numbers of
 * before, the 'phase-1' row) has given, so a new unit never repeats a code.
 */
async function ensureUnit(db: Queryable, unit: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${einvoicingUnits} (id, last_number, last_icv, last_hash)
    SELECT ${unit}, COALESCE(MAX(last_number), 0), 0, ${FIRST_PREVIOUS_HASH} FROM ${einvoicingUnits}
    ON CONFLICT (id) DO NOTHING`);
}

/** The next place in the unit's sequence; call inside the issuing transaction. */
export async function takeSequencePlace(db: Queryable, unit: string): Promise<SequencePlace> {
  const next = () =>
    db
      .update(einvoicingUnits)
      .set({ lastNumber: sql`${einvoicingUnits.lastNumber} + 1`, lastIcv: sql`${einvoicingUnits.lastIcv} + 1` })
      .where(eq(einvoicingUnits.id, unit))
      .returning({
        number: einvoicingUnits.lastNumber,
        icv: einvoicingUnits.lastIcv,
        previousHash: einvoicingUnits.lastHash,
      });
  let [place] = await next();
  if (!place) {
    await ensureUnit(db, unit);
    [place] = await next();
  }
  if (!place) throw new Error(`e-invoicing unit ${unit} could not be created`);
  return place;
}

/** Records the hash of the invoice just numbered: the PIH of the unit's next one. */
export async function chainHash(db: Queryable, unit: string, hash: string): Promise<void> {
  await db.update(einvoicingUnits).set({ lastHash: hash }).where(eq(einvoicingUnits.id, unit));
}
