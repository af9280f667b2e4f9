import {
  accountParamsSchema,
  accountSchema,
  accountUpdateBodySchema,
  CERTIFICATE_MAX_BYTES,
  certificateParamsSchema,
  certificateSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addFileRoute } from '../../platform/http/file-route';
import { acceptOneFile, readUpload } from '../../platform/http/multipart-upload';
import { addRoute } from '../../platform/http/route';
import { getAccount, updateAccount } from './account-service';
import { openCertificate, uploadCertificate } from './certificate-service';

const tags = ['company'];
const canRead = { ability: { action: 'read', subject: 'b2b_account_information' } } as const;
const canUpdate = { ability: { action: 'update', subject: 'b2b_account_information' } } as const;

/** Account information of the caller's company and its certificates, mounted at /api/v1/company. */
export async function accountRoutes(app: FastifyInstance) {
  // Only this plugin reads multipart bodies; one file per request, limited while it streams.
  await acceptOneFile(app, CERTIFICATE_MAX_BYTES, 10);
  const store = app.fileStorage;

  addRoute(app, {
    method: 'GET',
    url: '/company',
    rule: canRead,
    summary: "Account information of the caller's company",
    tags,
    response: accountSchema,
    handler: (ctx) => getAccount(ctx),
  });

  addRoute(app, {
    method: 'GET',
    url: '/company/:id',
    rule: canRead,
    summary: "Account information of the caller's company by id (any other id: 404)",
    tags,
    params: accountParamsSchema,
    response: accountSchema,
    handler: (ctx, { params }) => getAccount(ctx, params),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/company/:id',
    rule: canUpdate,
    summary: 'Update the account information (owner, CR and VAT numbers, contact); id repeated in the body',
    tags,
    params: accountParamsSchema,
    body: accountUpdateBodySchema,
    response: accountSchema,
    message: 'success.updated',
    handler: (ctx, { params, body }) => updateAccount(ctx, { ...body, pathId: params.id }),
  });

  addRoute(app, {
    method: 'POST',
    url: '/company/:id/certificates/:kind',
    rule: canUpdate,
    summary: 'Upload the CR or VAT certificate (multipart field "file"; PDF, JPEG or PNG by content; ≤ 5 MB)',
    tags,
    params: certificateParamsSchema,
    response: certificateSchema,
    created: true,
    message: 'files.uploaded',
    // The raw request: the multipart upload streams from it.
    handler: async (ctx, { params }, { request }) =>
      uploadCertificate(ctx, store, {
        companyId: params.id,
        kind: params.kind,
        upload: await readUpload(request, 'file'),
      }),
  });

  // The file itself, not an envelope; shown inline (PDF or image) to members of the company only.
  addFileRoute(app, {
    url: '/company/:id/certificates/:kind',
    rule: canRead,
    summary: 'Download the CR or VAT certificate (members of the company only)',
    tags,
    query: v.object({}),
    params: certificateParamsSchema,
    handler: async (ctx, { params }) => {
      const { row, stream } = await openCertificate(ctx, store, { companyId: params.id, kind: params.kind });
      return { filename: row.originalName, contentType: row.mime, body: stream, size: row.size, disposition: 'inline' };
    },
  });
}
