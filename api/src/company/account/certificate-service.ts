import { CERTIFICATE_MAX_BYTES, type Certificate, type CertificateKind, messageKey } from '@portal/contract';
import { isOwnCompany } from '../../platform/db/scoped-db';
import { recordOpsQueueChange } from '../../platform/events/record-event';
import { displayFileName } from '../../platform/files/display-name';
import { findCompanyFile, replaceCompanyFile } from '../../platform/files/file-queries';
import { detectFileType } from '../../platform/files/file-type';
import { openStored } from '../../platform/files/storage/open-stored';
import type { FileStorage } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { AppError, notFound } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import { toCertificate } from './account-service';

const MAX_MB = CERTIFICATE_MAX_BYTES / (1024 * 1024);

/** A certificate of the company named in the path: only the caller's own (any other id: 404, reveals nothing). */
export interface CertificateRef {
  companyId: string;
  kind: CertificateKind;
}

function ensureOwnCompany(ctx: CompanyContext, companyId: string): void {
  if (!isOwnCompany(ctx.scope, companyId)) throw notFound();
}

const tooLarge = () =>
  new AppError(413, 'files.too_large', {
    params: { n: MAX_MB },
    fields: { file: [messageKey('validation.file_size', { n: MAX_MB })] },
  });
const wrongType = () =>
  new AppError(422, 'files.type_invalid', { fields: { file: [messageKey('validation.file_type')] } });

/**
 * Stores an uploaded certificate and makes it the company's current one of its kind. Refused uploads (too
 * large, not a PDF/JPEG/PNG by content) leave nothing behind; the replaced file is deleted after the commit.
 */
export async function uploadCertificate(
  ctx: CompanyContext,
  store: FileStorage,
  { companyId, kind, upload }: CertificateRef & { upload: Upload | undefined },
): Promise<Certificate> {
  if (!isOwnCompany(ctx.scope, companyId)) {
    upload?.file.resume();
    throw notFound();
  }
  // Only the named field (issue 26.6): a file under any other name is not the certificate, and is not stored.
  if (upload?.fieldname !== 'file') {
    upload?.file.resume();
    throw new AppError(422, 'errors.validation', { fields: { file: [messageKey('validation.file_required')] } });
  }
  const stored = await store.save(upload.file);
  const mime = detectFileType(stored.head);
  const refusal = upload.file.truncated ? tooLarge() : mime === null ? wrongType() : null;
  if (refusal || mime === null) {
    await store.remove(stored.storageKey);
    throw refusal ?? wrongType();
  }

  let replaced: { row: Parameters<typeof toCertificate>[0]; replacedKey: string | null };
  try {
    replaced = await ctx.scope.transaction(async (scope) => {
      // A certificate uploaded asks ops for a decision (the verification queue, ops-queues.ts).
      await recordOpsQueueChange(scope, 'companies_to_verify', ctx.now);
      return replaceCompanyFile(scope.db, {
        companyId: scope.companyId,
        kind,
        storageKey: stored.storageKey,
        originalName: displayFileName(upload.filename, `${kind}-certificate`),
        mime,
        size: stored.size,
        sha256: stored.sha256,
        uploadedBy: ctx.actor.userId,
        createdAt: ctx.now,
      });
    });
  } catch (error) {
    await store.remove(stored.storageKey);
    throw error;
  }
  if (replaced.replacedKey) {
    await store.remove(replaced.replacedKey).catch((error: unknown) => {
      ctx.log.error({ err: error, storageKey: replaced.replacedKey }, 'replaced certificate could not be deleted');
    });
  }
  return toCertificate(replaced.row);
}

/** The current certificate of a kind with a stream of its bytes; missing ones are not found. */
export async function openCertificate(ctx: CompanyContext, store: FileStorage, { companyId, kind }: CertificateRef) {
  ensureOwnCompany(ctx, companyId);
  const row = await findCompanyFile(ctx.scope, kind);
  if (!row) throw notFound();
  return { row, stream: await openStored(store, row.storageKey, ctx.log) };
}
