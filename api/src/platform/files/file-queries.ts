import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { certificateKinds, companies, files } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';

type Kind = (typeof files.$inferSelect)['kind'];

/** The company's certificates (its order photos and chat attachments are files too, read through their owners). */
export const listCompanyFiles = (scope: CompanyScope) =>
  scope.db
    .select()
    .from(files)
    .where(scope.owned(files, inArray(files.kind, certificateKinds)));

export async function findCompanyFile(scope: CompanyScope, kind: Kind) {
  const [row] = await scope.db
    .select()
    .from(files)
    .where(scope.owned(files, eq(files.kind, kind)))
    .limit(1);
  return row ?? null;
}

/**
 * Makes `file` the company's current file of its kind and returns the storage key it replaced (to delete once
 * committed). The company row is locked so two uploads of one company take turns.
 */
export async function replaceCompanyFile(
  tx: Queryable,
  file: Omit<typeof files.$inferInsert, 'id'> & { kind: Kind },
): Promise<{ row: typeof files.$inferSelect; replacedKey: string | null }> {
  await tx.execute(sql`select 1 from ${companies} where ${companies.id} = ${file.companyId} for update`);
  const [previous] = await tx
    .delete(files)
    .where(and(eq(files.companyId, file.companyId), eq(files.kind, file.kind)))
    .returning({ storageKey: files.storageKey });
  const [row] = await tx.insert(files).values(file).returning();
  return { row: row!, replacedKey: previous?.storageKey ?? null };
}
