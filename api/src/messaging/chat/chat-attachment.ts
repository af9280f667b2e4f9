import { CHAT_ATTACHMENT_MAX_BYTES, chatTextSchema, messageKey } from '@portal/contract';
import * as v from 'valibot';
import { files } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { receiveCheckedUpload } from '../../platform/files/checked-upload';
import type { FileStorage, StoredFile } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validation';

// What a chat message carries in: text (JSON body or multipart field `body`) and optionally one file in the
// multipart field `attachment`, kept only when its first bytes say PDF/PNG/JPEG and it is within 10 MB.

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
  const { fields, stored, mime, name } = await receiveCheckedUpload(store, upload, {
    field: 'attachment',
    maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
    // The other fields (the order reference) are checked too: no control character reaches the database (a 500).
    checkFields: (form) => ({
      text: validate(textFields, { ...form.fields, body: form.fields.body ?? '' }).body,
      other: form.fields,
    }),
  });
  return { fields: fields.other, text: fields.text, attachment: { stored, name, mime } };
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
