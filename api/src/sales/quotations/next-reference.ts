import { sql } from 'drizzle-orm';
import { referenceCounters } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { riyadhDay } from '../catalog/riyadh-day';

// QUO-2026-000001 / PKG-2026-000001 / ORD-2026-000001: numbered per company and per (Riyadh) year without gaps. The counter row is
// upserted in the caller's transaction and stays locked until it ends, like the invoice counter (ADR 0008).

export type ReferenceKind = 'QUO' | 'PKG' | 'ORD';

export async function nextReference(scope: CompanyScope, kind: ReferenceKind, now: Date): Promise<string> {
  const year = Number(riyadhDay(now).slice(0, 4));
  const [row] = await scope
    .insert(referenceCounters)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.companyId, referenceCounters.kind, referenceCounters.year],
      set: { lastNumber: sql`${referenceCounters.lastNumber} + 1` },
    })
    .returning({ number: referenceCounters.lastNumber });
  return `${kind}-${year}-${String(row!.number).padStart(6, '0')}`;
}
