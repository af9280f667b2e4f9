import { messageKey } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Upload } from '../files/upload';
import { AppError } from './app-error';

// Turns the request's multipart body into our own `Upload` value (shared by the certificate and transfer
// receipt uploads); the route registers @fastify/multipart with its own limits.

/** The single file part of a multipart request (undefined when none came); a non-multipart body is a 415. */
export async function readUpload(request: FastifyRequest, field: string): Promise<Upload | undefined> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'files.multipart_required', {
      fields: { [field]: [messageKey('validation.file_required')] },
    });
  }
  const part = await request.file();
  if (!part) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  return { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, file: part.file, fields };
}
