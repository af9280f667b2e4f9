import multipart from '@fastify/multipart';
import {
  accountParamsSchema,
  accountSchema,
  accountUpdateBodySchema,
  CERTIFICATE_MAX_BYTES,
  certificateParamsSchema,
  certificateSchema,
  messageKey,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ensureOwnCompany, requestScope } from '../db/company-scope';
import { fileStore } from '../files/file-store';
import { AppError } from '../http/app-error';
import { addRoute } from '../http/route';
import { validate } from '../http/validation';
import { getAccount, updateAccount } from './account-service';
import { type CertificateDeps, openCertificate, uploadCertificate } from './certificate-service';

const tags = ['company'];
const canRead = { ability: { action: 'read', subject: 'b2b_account_information' } } as const;
const canUpdate = { ability: { action: 'update', subject: 'b2b_account_information' } } as const;

/** "inline" with an ASCII fallback name and the exact UTF-8 one (RFC 6266 / 5987). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Account information of the caller's company and its certificates, mounted at /api/v1/company. */
export async function accountRoutes(app: FastifyInstance) {
  // Only this plugin reads multipart bodies; one file per request, limited while it streams.
  await app.register(multipart, {
    limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  const scopeOf = (request: FastifyRequest) => requestScope(app.database.db, request);
  const deps = (request: FastifyRequest): CertificateDeps => ({
    db: app.database.db,
    store: fileStore(app.config.filesDir),
    log: request.log,
  });

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
    message: 'account.updated',
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
    handler: async (ctx, { params }, { request }) => {
      const { scope } = ctx;
      ensureOwnCompany(scope, params.id);
      if (!request.isMultipart()) {
        throw new AppError(415, 'files.multipart_required', {
          fields: { file: [messageKey('validation.file_required')] },
        });
      }
      const upload = await request.file();
      return uploadCertificate(deps(request), scope, params.kind, upload, ctx.actor.userId, ctx.now);
    },
  });

  // The file itself, not an envelope: declared without addRoute, with the same kind of rule.
  app.route({
    method: 'GET',
    url: '/company/:id/certificates/:kind',
    config: canRead,
    schema: {
      summary: 'Download the CR or VAT certificate (members of the company only)',
      tags,
      security: [{ bearerAuth: [] }],
    },
    handler: async (request, reply) => {
      const params = validate(certificateParamsSchema, request.params);
      const scope = scopeOf(request);
      ensureOwnCompany(scope, params.id);
      const { row, stream } = await openCertificate(deps(request), scope, params.kind);
      return reply
        .type(row.mime)
        .headers({
          'content-length': String(row.size),
          'content-disposition': contentDisposition(row.originalName),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(stream);
    },
  });
}
