import multipart from '@fastify/multipart';
import { BRANCH_IMPORT_ENDPOINTS, BRANCH_IMPORT_LIMITS } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../platform/http/app-error';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { nextFilePart } from '../../platform/http/multipart-upload';
import { importBranches } from './branch-import-service';
import { branchTemplateFile } from './branch-template';

const endpoint = BRANCH_IMPORT_ENDPOINTS.upload;
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

/** Spec §7 company/importProperties (contract: BRANCH_IMPORT_ENDPOINTS), registered without a prefix. */
export async function branchImportRoutes(app: FastifyInstance) {
  // Encapsulated here: only the upload route parses multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: BRANCH_IMPORT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  addFileRoute(app, {
    url: `/api/v1/${endpoint.path}/template`,
    rule: endpoint.access,
    summary: 'The .xlsx template: headers in the caller language, drop-down lists, an example row',
    tags: [endpoint.tag],
    query: v.object({}),
    handler: (ctx) => branchTemplateFile(ctx),
  });

  // The raw request: the multipart upload is read here; the service checks and parses it in a worker thread.
  addEndpoint(app, endpoint, async (ctx, _input, { request }) => importBranches(ctx, await uploadedFile(request)));
}
