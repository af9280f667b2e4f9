import { CERTIFICATE_MAX_BYTES, certificateParamsSchema, ACCOUNT_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { acceptOneFile, readUpload } from '../../platform/http/multipart-upload';
import { getAccount, updateAccount } from './account-service';
import { openCertificate, uploadCertificate } from './certificate-service';

/**
 * Account information of the caller's company and its certificates (contract: ACCOUNT_ENDPOINTS), registered
 * without a prefix. A certificate's file is a file route beside the upload it belongs to.
 */
export async function accountRoutes(app: FastifyInstance) {
  // Only this plugin reads multipart bodies; one file per request, limited while it streams.
  await acceptOneFile(app, CERTIFICATE_MAX_BYTES, 10);
  const store = app.fileStorage;

  addEndpoint(app, endpoints.get, (ctx) => getAccount(ctx));
  addEndpoint(app, endpoints.getById, (ctx, { params }) => getAccount(ctx, params));
  addEndpoint(app, endpoints.update, (ctx, { params, body }) => updateAccount(ctx, { ...body, pathId: params.id }));
  // The raw request: the multipart upload streams from it.
  addEndpoint(app, endpoints.uploadCertificate, async (ctx, { params }, { request }) =>
    uploadCertificate(ctx, store, {
      companyId: params.id,
      kind: params.kind,
      upload: await readUpload(request, 'file'),
    }),
  );

  // The file itself, not an envelope; shown inline (PDF or image) to members of the company only.
  addFileRoute(app, {
    url: `/api/v1/${endpoints.uploadCertificate.path}`,
    rule: endpoints.get.access,
    summary: 'Download the CR or VAT certificate (members of the company only)',
    tags: [endpoints.get.tag],
    query: v.object({}),
    params: certificateParamsSchema,
    handler: async (ctx, { params }) => {
      const { row, stream } = await openCertificate(ctx, store, { companyId: params.id, kind: params.kind });
      return { filename: row.originalName, contentType: row.mime, body: stream, size: row.size, disposition: 'inline' };
    },
  });
}
