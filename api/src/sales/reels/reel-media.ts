import { messageKey, REEL_POSTER_MAX_BYTES, REEL_VIDEO_MAX_BYTES } from '@portal/contract';
import { detectFileType } from '../../platform/files/file-type';
import { checkedImageSize } from '../../platform/files/image-check';
import type { FileStorage, StoredFile } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { AppError } from '../../platform/http/app-error';

// The media of a reel, checked by content before a row points to them (ADR 0067): a poster is a PNG or JPEG whose
// structure is whole (image-check.ts, as the technicians' photos), a video an MP4 (an ISO box "ftyp" at byte 4) or a
// WebM (the EBML magic) by its first bytes. The bytes go to the file storage the chat files and photos use; a
// refused file is removed at once. Refusals are 422 (type) or 413 (size) on the file's field.

export type ReelMedia = 'poster' | 'video';

export interface CheckedMedia {
  stored: StoredFile;
  mime: string;
}

const LIMITS: Record<ReelMedia, number> = { poster: REEL_POSTER_MAX_BYTES, video: REEL_VIDEO_MAX_BYTES };

const mediaError = (field: ReelMedia, status: 413 | 422, message: string) =>
  new AppError(status, status === 413 ? 'errors.payload_too_large' : 'errors.validation', {
    fields: { [field]: [message] },
  });

/** MP4 and WebM by their first bytes (SNIFF_BYTES covers both); null for anything else. */
function detectVideoType(head: Uint8Array): 'video/mp4' | 'video/webm' | null {
  if (head.length >= 8 && String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') return 'video/mp4';
  if ([0x1a, 0x45, 0xdf, 0xa3].every((byte, at) => head[at] === byte)) return 'video/webm';
  return null;
}

async function readStored(store: FileStorage, storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.open(storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The type when the stored bytes are an acceptable `media`; null otherwise. */
async function acceptedType(store: FileStorage, stored: StoredFile, media: ReelMedia): Promise<string | null> {
  if (media === 'video') return detectVideoType(stored.head);
  const mime = detectFileType(stored.head);
  if (mime !== 'image/png' && mime !== 'image/jpeg') return null;
  return checkedImageSize(await readStored(store, stored.storageKey), mime) ? mime : null;
}

/**
 * Stores the file of the multipart field `media` and returns it with its type, or refuses it (removed). `before`
 * checks the form's text fields first, so nothing is stored for a form that is refused anyway.
 */
export async function receiveReelMedia<T>(
  store: FileStorage,
  upload: Upload | undefined,
  media: ReelMedia,
  before: (upload: Upload) => T,
): Promise<CheckedMedia & { fields: T }> {
  if (upload?.fieldname !== media) {
    upload?.file.resume();
    throw mediaError(media, 422, messageKey('validation.file_required'));
  }
  let fields: T;
  try {
    fields = before(upload);
  } catch (error) {
    upload.file.resume();
    throw error;
  }
  const stored = await store.save(upload.file);
  const mime = upload.file.truncated ? null : await acceptedType(store, stored, media);
  if (mime === null) {
    await store.remove(stored.storageKey);
    throw upload.file.truncated
      ? mediaError(media, 413, messageKey('validation.file_size', { n: LIMITS[media] / (1024 * 1024) }))
      : mediaError(media, 422, messageKey(media === 'video' ? 'validation.video_type' : 'validation.image_type'));
  }
  return { stored, mime, fields };
}
