import { type CompanyContract, type contractFieldsSchema, messageKey, opsContractPdfPath } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { recordOpsAction } from '../../back-office/ops/audit/record-ops-action';
import type { Queryable } from '../../platform/db/database';
import { companyContracts, serviceTypes } from '../../platform/db/schema/index';
import type { FileStorage } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { AppError, notFound } from '../../platform/http/app-error';
import type { SignedInContext } from '../../platform/http/request-context';
import { receiveContractPdf } from './contract-pdf';
import { contractRow, readContract } from './contract-view';
import { opsCompanyScope } from './ops-company-scope';

// Ops set a company's framework contract (ADR 0072): the terms in one request and one transaction (written again
// whole: one contract per company), the signed PDF in another once it is signed. Each is in the ops audit log.

type ContractValues = v.InferOutput<typeof contractFieldsSchema>;
const WHY = "ops: a company's contract";

/** Every SLA key must be a service type's code: 422 on `sla.<code>` otherwise. */
async function checkServiceTypes(db: Queryable, sla: Record<string, number>): Promise<void> {
  const codes = Object.keys(sla);
  if (codes.length === 0) return;
  const known = new Set(
    (await db.select({ code: serviceTypes.code }).from(serviceTypes).where(inArray(serviceTypes.code, codes))).map(
      (row) => row.code,
    ),
  );
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0) {
    const fields = Object.fromEntries(unknown.map((code) => [`sla.${code}`, [messageKey('validation.invalid')]]));
    throw new AppError(422, 'errors.validation', { fields });
  }
}

export async function setContract(
  ctx: SignedInContext,
  companyId: string,
  body: ContractValues,
): Promise<CompanyContract> {
  const scope = await opsCompanyScope(ctx, companyId, WHY);
  return scope.transaction(async (tx) => {
    await checkServiceTypes(tx.db, body.sla);
    const terms = {
      reference: body.reference,
      validFrom: body.valid_from,
      validTo: body.valid_to,
      termsAr: body.terms_ar,
      termsEn: body.terms_en,
      termsFr: body.terms_fr,
      slaMinutes: body.sla,
      updatedBy: ctx.actor.userId,
      updatedAt: ctx.now,
    };
    await tx
      .insert(companyContracts)
      .values(terms)
      .onConflictDoUpdate({ target: companyContracts.companyId, set: terms });
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: 'company.contract_update',
      targetType: 'company',
      targetId: companyId,
      companyId,
      details: { reference: body.reference, valid_from: body.valid_from, valid_to: body.valid_to },
    });
    return (await readContract(tx, opsContractPdfPath(companyId), ctx.now))!;
  });
}

/** The signed PDF of a company that has a contract (404 otherwise); the copy it replaces is removed afterwards. */
export async function attachContractPdf(
  ctx: SignedInContext,
  store: FileStorage,
  companyId: string,
  upload: Upload | undefined,
): Promise<CompanyContract> {
  const scope = await opsCompanyScope(ctx, companyId, WHY).catch((error: unknown) => {
    upload?.file.resume();
    throw error;
  });
  if (!(await contractRow(scope))) {
    upload?.file.resume();
    throw notFound();
  }
  const pdf = await receiveContractPdf(store, upload);
  let replaced: string | null = null;
  try {
    await scope.transaction(async (tx) => {
      const current = await contractRow(tx);
      if (!current) throw notFound();
      replaced = current.pdfKey;
      await tx.update(companyContracts, {
        pdfKey: pdf.stored.storageKey,
        pdfName: pdf.name,
        pdfSize: pdf.stored.size,
        pdfUploadedAt: ctx.now,
        updatedAt: ctx.now,
      });
      await recordOpsAction(tx.db, ctx.actor, ctx.now, {
        action: 'company.contract_update',
        targetType: 'company',
        targetId: companyId,
        companyId,
        details: { pdf: pdf.name },
      });
    });
  } catch (error) {
    await store.remove(pdf.stored.storageKey);
    throw error;
  }
  if (replaced) await store.remove(replaced);
  return (await readContract(scope, opsContractPdfPath(companyId), ctx.now))!;
}
