import { certificateParamsSchema, OPS_QUEUE_ENDPOINTS as endpoints, OPS_RULES, uuidField } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { idempotencyKeyIfSent as keyIfSent } from '../../platform/http/idempotency';
import { listResult } from '../../platform/http/list-query';
import { opsCertificateOf } from './companies/ops-certificates';
import { decideTransfer, getOpsTransfer, listOpsTransfers, opsReceiptOf } from './ops-transfer-service';

// The ops API (/api/v1/ops/…): platform staff only (account type ops); company accounts get 403 here.

const tags = ['ops'];
const idParams = v.object({ id: uuidField });
/** The bank-transfer queue (contract OPS_QUEUE_ENDPOINTS): registered without a prefix, each path whole. */
export async function opsTransferRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.listTransfers, async (ctx, { query }) => {
    const { items, total } = await listOpsTransfers(ctx, query);
    return listResult(items, total, query);
  });
  addEndpoint(app, endpoints.transfer, (ctx, { params }) => getOpsTransfer(ctx, params.id));
  addEndpoint(app, endpoints.confirmTransfer, (ctx, { params }, raw) =>
    decideTransfer(ctx, params.id, { kind: 'confirm' }, keyIfSent(raw.request.headers)),
  );
  addEndpoint(app, endpoints.rejectTransfer, (ctx, { params, body }, raw) =>
    decideTransfer(ctx, params.id, { kind: 'reject', reason: body.reason }, keyIfSent(raw.request.headers)),
  );
}

export async function opsRoutes(app: FastifyInstance) {
  // The receipt.url of the answers above: the file the company uploaded, shown inline (image or PDF).
  addFileRoute(app, {
    url: '/wallets/temp-transactions/:id/receipt',
    rule: endpoints.transfer.access,
    summary: 'The receipt file of a bank transfer',
    tags,
    query: v.object({}),
    params: idParams,
    handler: (ctx, { params }) => opsReceiptOf(ctx, app.fileStorage, params.id),
  });

  // The certificates' url in GET ops/companies/:id: the file the company uploaded, shown inline (verification queue).
  addFileRoute(app, {
    url: '/companies/:id/certificates/:kind',
    rule: { ops: OPS_RULES.companiesRead },
    summary: "A company's current CR or VAT certificate",
    tags,
    query: v.object({}),
    params: certificateParamsSchema,
    handler: (ctx, { params }) => opsCertificateOf(ctx, app.fileStorage, params),
  });
}
