import { CONTRACT_PDF_MAX_BYTES, messageKey } from '@portal/contract';
import { displayFileName } from '../../platform/files/display-name';
import { detectFileType } from '../../platform/files/file-type';
import type { FileStorage, StoredFile } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { AppError } from '../../platform/http/app-error';

// The signed contract's file (ADR 0072): the multipart field "pdf", kept only when its first bytes say PDF and it
// is within 5 MB; the bytes go to the file storage the certificates use, a refused file is removed at once.
// Refusals are 422 (missing, not a PDF) or 413 (too large) on the field.

const pdfError = (status: 413 | 422, message: string) =>
  new AppError(status, status === 413 ? 'errors.payload_too_large' : 'errors.validation', {
    fields: { pdf: [message] },
  });

export async function receiveContractPdf(
  store: FileStorage,
  upload: Upload | undefined,
): Promise<{ stored: StoredFile; name: string }> {
  if (upload?.fieldname !== 'pdf') {
    upload?.file.resume();
    throw pdfError(422, messageKey('validation.file_required'));
  }
  const stored = await store.save(upload.file);
  if (upload.file.truncated || detectFileType(stored.head) !== 'application/pdf') {
    await store.remove(stored.storageKey);
    throw upload.file.truncated
      ? pdfError(413, messageKey('validation.file_size', { n: CONTRACT_PDF_MAX_BYTES / (1024 * 1024) }))
      : pdfError(422, messageKey('validation.pdf_type'));
  }
  return { stored, name: displayFileName(upload.filename, 'contract.pdf') };
}
