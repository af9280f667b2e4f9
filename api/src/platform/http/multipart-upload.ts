import { PassThrough, type Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { messageKey } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Upload } from '../files/upload';
import { AppError } from './app-error';

// Turns the request's multipart body into our own `Upload` value (shared by the certificate and transfer
// receipt uploads); the route registers @fastify/multipart with its own limits (acceptOneFile for one-file forms).

/**
 * @fastify/multipart for a form of one file and a few short text fields. The parser does not throw at the size
 * limit: the stream is cut (endAtLimit) and the service answers 413 on the file's field.
 */
export async function acceptOneFile(app: FastifyInstance, maxBytes: number, fields = 5) {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields, parts: fields + 1, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
}

/** The bytes of one upload; `truncated` once the size limit was passed. */
class UploadedFile extends PassThrough {
  cut = false;
  constructor(private readonly source: { truncated?: boolean }) {
    super();
  }
  get truncated(): boolean {
    return this.cut || this.source.truncated === true;
  }
}

/**
 * The file stream, ended the moment it passes the size limit (issue 16.8). Busboy only stops passing bytes on and
 * keeps the part open until the whole upload has arrived, so the service would wait for a 2 GB body before it
 * could answer 413; this way it answers at the limit (the error handler then reads a bounded rest and closes).
 */
function endAtLimit(source: Readable & { truncated?: boolean }): Upload['file'] {
  const file = new UploadedFile(source);
  source.once('limit', () => {
    file.cut = true;
    source.unpipe(file);
    source.resume();
    file.end();
  });
  source.once('error', (error) => file.destroy(error));
  source.pipe(file);
  return file;
}

/**
 * The next file part of a multipart request. A body the parser cannot read at all (no boundary, not multipart)
 * is the client's mistake: 400, not the parser's bare error (a 500).
 */
export async function nextFilePart(request: FastifyRequest) {
  try {
    return await request.file();
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError(400, 'errors.bad_request');
  }
}

/** The single file part of a multipart request (undefined when none came); a non-multipart body is a 415. */
export async function readUpload(request: FastifyRequest, field: string): Promise<Upload | undefined> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'files.multipart_required', {
      fields: { [field]: [messageKey('validation.file_required')] },
    });
  }
  const part = await nextFilePart(request);
  if (!part) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  return {
    fieldname: part.fieldname,
    filename: part.filename,
    mimetype: part.mimetype,
    file: endAtLimit(part.file),
    fields,
  };
}
