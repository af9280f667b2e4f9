import {
  PACKAGE_ENDPOINTS,
  PACKAGE_PATHS,
  PACKAGE_RULES,
  packageExportQuerySchema,
  RECEIPT_MAX_BYTES,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { acceptOneFile, readUpload } from '../../platform/http/multipart-upload';
import { packagePayments } from './package-card';
import { confirmCardPayment, confirmTransferReceipt } from './package-confirm-payment';
import { packageCreditLine, updateCreditLineStatus } from './package-credit-line';
import { exportPackages } from './package-export';
import { buyPackage } from './package-purchase';
import { packageByReference, packagePage, updateProperties } from './package-service';

// Spec §7 company/package, /buy, /confirmPayment, /updateProperties, /creditLine, /updateCreditLineStatus (contract
// PACKAGE_ENDPOINTS) and /export (a file, at PACKAGE_PATHS.export). Registered without a prefix.

export async function packageRoutes(app: FastifyInstance) {
  await acceptOneFile(app, RECEIPT_MAX_BYTES);
  const store = app.fileStorage;

  // Static segments before `/:reference`.
  addFileRoute(app, {
    url: `/api/v1/${PACKAGE_PATHS.export}`,
    rule: { ability: PACKAGE_RULES.packagesExport },
    summary: 'The packages of the current search, filters and sort as .xlsx (default) or CSV',
    tags: ['packages'],
    query: packageExportQuerySchema,
    handler: (ctx, { query }) => exportPackages(ctx, query),
  });
  addEndpoint(app, PACKAGE_ENDPOINTS.creditLine, (ctx) => packageCreditLine(ctx));
  addEndpoint(app, PACKAGE_ENDPOINTS.updateCreditLineStatus, (ctx, { body }) => updateCreditLineStatus(ctx, body));
  addEndpoint(app, PACKAGE_ENDPOINTS.confirmPayment, async (ctx, _input, raw) => {
    if (!raw.request.isMultipart()) return confirmCardPayment(ctx, app.payments.gateway, raw.request.body);
    const key = idempotencyKeyOf(raw.request.headers);
    const result = await confirmTransferReceipt(ctx, store, await readUpload(raw.request, 'receipt'), key);
    if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
    return result.body;
  });
  addEndpoint(app, PACKAGE_ENDPOINTS.buy, async (ctx, { body }, raw) => {
    const key = idempotencyKeyOf(raw.request.headers);
    const pending = packagePayments(ctx, app.payments.gateway, app.config.payments.publicUrl);
    const result = await buyPackage(ctx, body, key, pending);
    if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
    return result.body;
  });
  addEndpoint(app, PACKAGE_ENDPOINTS.updateLocations, (ctx, { body }) => updateProperties(ctx, body));
  addEndpoint(app, PACKAGE_ENDPOINTS.list, (ctx, { query }) => packagePage(ctx, query));
  addEndpoint(app, PACKAGE_ENDPOINTS.get, (ctx, { params }) => packageByReference(ctx, params));
}
