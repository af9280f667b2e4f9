import type { Readable } from 'node:stream';

// An uploaded file as services see it (issue 8.3): a plain value, filled from the multipart part by the route
// (api/src/platform/http/multipart-upload.ts), so services never see Fastify.

export interface Upload {
  /** The multipart field the file came in. */
  fieldname: string;
  /** The client's file name: display only, never a path. */
  filename: string;
  /** The client's claim; the type is decided from the bytes (file-type.ts). */
  mimetype: string;
  /** The bytes, streamed; `truncated` turns true when the size limit cut the file short. */
  file: Readable & { readonly truncated: boolean };
  /** Text fields sent before the file part. */
  fields: Record<string, string>;
}
