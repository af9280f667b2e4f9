import { CHAT_ATTACHMENT_MAX_BYTES, chatTextSchema, messageKey } from '@portal/contract';
import * as v from 'valibot';
import { files } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { displayFileName } from '../../platform/files/display-name';
import { detectFileType } from '../../platform/files/file-type';
import type { FileStorage, StoredFile } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validation';

// What a chat message carries in: text (JSON body or multipart field `body`) and optionally one file in the
// multipart field `attachment`, kept only when its first bytes say PDF/PNG/JPEG and it is within 10 MB.

const MAX_MB = CHAT_ATTACHMENT_MAX_BYTES / (1024 * 1024);

const attachmentError = (status: number, message: string) =>
  new AppError(status, status === 413 ? 'errors.payload_too_large' : 'errors.validation', {
    fields: { attachment: [message] },
  });

export interface StoredAttachment {
  stored: StoredFile;
  name: string;
  mime: string;
}

export interface IncomingMessage {
  /** Other text fields of the form (the order reference). */
  fields: Record<string, string>;
  text: string;
  attachment: StoredAttachment | null;
}

const textFields = v.object({ body: chatTextSchema });

/** A JSON message: `{ body, …fields }`; the text is required. */
export function jsonMessage(input: unknown): IncomingMessage {
  const body = (input ?? {}) as Record<string, unknown>;
  // The other fields (the order reference) are checked too: no control character reaches the database (a 500).
  const { body: text } = validate(textFields, { ...body, body: body.body ?? '' });
  if (text === '')
    throw new AppError(422, 'errors.validation', { fields: { body: [messageKey('validation.required')] } });
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >;
  return { fields, text, attachment: null };
}

/** A multipart message: fields first, then the file `attachment` (checked by content, removed when refused). */
export async function multipartMessage(store: FileStorage, upload: Upload | undefined): Promise<IncomingMessage> {
  if (upload?.fieldname !== 'attachment') {
    upload?.file.resume();
    throw attachmentError(422, messageKey('validation.file_required'));
  }
  let text: string;
  try {
    text = validate(textFields, { ...upload.fields, body: upload.fields.body ?? '' }).body;
  } catch (error) {
    upload.file.resume();
    throw error;
  }
  const stored = await store.save(upload.file);
  const mime = detectFileType(stored.head);
  if (upload.file.truncated || mime === null) {
    await store.remove(stored.storageKey);
    throw upload.file.truncated
      ? attachmentError(413, messageKey('validation.file_size', { n: MAX_MB }))
      : attachmentError(422, messageKey('validation.file_type'));
  }
  return {
    fields: upload.fields,
    text,
    attachment: { stored, name: displayFileName(upload.filename, 'attachment'), mime },
  };
}

/** The `files` row of an attachment, in the message's transaction. */
export async function insertAttachment(
  scope: CompanyScope,
  attachment: StoredAttachment,
  userId: string,
  now: Date,
): Promise<string> {
  const [file] = await scope
    .insert(files)
    .values({
      // files.kind is unique per company for the CR and VAT certificates; each attachment gets its own kind (as
      // the order evidence does) until that unique becomes partial.
      kind: `chat:${attachment.stored.storageKey}` as 'cr',
      storageKey: attachment.stored.storageKey,
      originalName: attachment.name,
      mime: attachment.mime,
      size: attachment.stored.size,
      sha256: attachment.stored.sha256,
      uploadedBy: userId,
      createdAt: now,
    })
    .returning({ id: files.id });
  return file!.id;
}

/** Runs the message's transaction; the stored file is removed when it fails. */
export async function keepAttachmentOnSuccess<T>(
  store: FileStorage,
  message: IncomingMessage,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (message.attachment) await store.remove(message.attachment.stored.storageKey);
    throw error;
  }
}
