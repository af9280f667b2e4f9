import multipart from '@fastify/multipart';
import { BRANCH_IMPORT_LIMITS, branchImportResultSchema } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../platform/http/app-error';
import { addFileRoute } from '../../platform/http/file-route';
import { nextFilePart } from '../../platform/http/multipart-upload';
import { addRoute } from '../../platform/http/route';
import { importBranches } from './branch-import-service';
import { branchTemplateFile } from './branch-template';

const rule = { ability: { action: 'bulk_upload', subject: 'b2b_branches' } } as const;
const tags = ['branches'];
const fileRequired = () => new AppError(422, 'errors.validation', { fields: { file: ['import.file_required'] } });

/** The uploaded workbook's bytes, within the size limit; anything else is a 4xx that names the problem. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  const part = await nextFilePart(request);
  if (part?.fieldname !== 'file') throw fileRequired();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const mb = BRANCH_IMPORT_LIMITS.maxBytes / (1024 * 1024);
      throw new AppError(413, 'import.file_too_large', { params: { mb } });
    }
    throw error;
  }
}

/** Spec §7 company/importProperties (bulk branch upload), mounted at /api/v1/company/importProperties. */
export async function branchImportRoutes(app: FastifyInstance) {
  // Encapsulated here: only the upload route parses multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: BRANCH_IMPORT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  addFileRoute(app, {
    url: '/template',
    rule,
    summary: 'The .xlsx template: headers in the caller language, drop-down lists, an example row',
    tags,
    query: v.object({}),
    handler: (ctx) => branchTemplateFile(ctx),
  });

  addRoute(app, {
    method: 'POST',
    url: '',
    rule,
    summary:
      'Import branches from an .xlsx (multipart field "file"): all rows or none; a refused file answers 422 with data.errors by row and column',
    tags,
    response: branchImportResultSchema,
    created: true,
    message: 'import.done',
    // The raw request: the multipart upload is read here; the service checks and parses it in a worker thread.
    handler: async (ctx, _input, { request }) => {
      return importBranches(ctx, await uploadedFile(request));
    },
  });
}
