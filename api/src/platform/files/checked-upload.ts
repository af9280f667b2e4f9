import { messageKey } from '@portal/contract';
import { AppError } from '../http/app-error';
import { displayFileName } from './display-name';
import { detectFileType } from './file-type';
import type { FileStorage, StoredFile } from './storage/storage';
import type { Upload } from './upload';

// One way in for a form with one file (a transfer receipt, a chat attachment): the form's text fields are checked
// before a byte is stored, and the file is kept only when its first bytes say PDF/PNG/JPEG and it was not cut
// short by the size limit. Refusals are 422/413 on the file's field.

interface CheckedUpload<TFields> {
  fields: TFields;
  stored: StoredFile;
  /** Decided from the bytes, never from the client's claim. */
  mime: string;
  /** The client's file name, for display (display-name.ts). */
  name: string;
}

/** A 422 (or 413 for the size) with the message on the form field. */
const fieldError = (field: string, status: number, message: string) =>
  new AppError(status, status === 413 ? 'errors.payload_too_large' : 'errors.validation', {
    fields: { [field]: [message] },
  });

export async function receiveCheckedUpload<TFields>(
  store: FileStorage,
  upload: Upload | undefined,
  expected: { field: string; maxBytes: number; checkFields: (upload: Upload) => TFields },
): Promise<CheckedUpload<TFields>> {
  if (upload?.fieldname !== expected.field) {
    upload?.file.resume();
    throw fieldError(expected.field, 422, messageKey('validation.file_required'));
  }
  let fields: TFields;
  try {
    fields = expected.checkFields(upload);
  } catch (error) {
    upload.file.resume();
    throw error;
  }
  const stored = await store.save(upload.file);
  const mime = detectFileType(stored.head);
  if (upload.file.truncated || mime === null) {
    await store.remove(stored.storageKey);
    throw upload.file.truncated
      ? fieldError(expected.field, 413, messageKey('validation.file_size', { n: expected.maxBytes / (1024 * 1024) }))
      : fieldError(expected.field, 422, messageKey('validation.file_type'));
  }
  return { fields, stored, mime, name: displayFileName(upload.filename, expected.field) };
}
