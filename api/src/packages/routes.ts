import {
  buyPackageBodySchema,
  buyPackageResultSchema,
  companyPackageSchema,
  PACKAGE_RULES,
  packageCreditLineSchema,
  packageExportQuerySchema,
  packageListQuerySchema,
  packageListSchema,
  RECEIPT_MAX_BYTES,
  updateCreditLineStatusBodySchema,
  updatePackagePropertiesBodySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addFileRoute } from '../http/file-route';
import { idempotencyKeyOf } from '../http/idempotency';
import { acceptOneFile, readUpload } from '../http/multipart-upload';
import { addRoute } from '../http/route';
import { packagePayments } from './package-card';
import { confirmCardPayment, confirmTransferReceipt } from './package-confirm-payment';
import { packageCreditLine, updateCreditLineStatus } from './package-credit-line';
import { exportPackages } from './package-export';
import { buyPackage } from './package-purchase';
import { packageByReference, packagePage, updateProperties } from './package-service';

// Spec §7 company/package, /buy, /confirmPayment, /updateProperties, /creditLine, /updateCreditLineStatus, /export
// (mounted at /api/v1/company/package). Rules: contract PACKAGE_RULES.

const tags = ['packages'];
const referenceParams = v.object({ reference: v.pipe(v.string(), v.trim(), v.maxLength(40)) });

export async function packageRoutes(app: FastifyInstance) {
  await acceptOneFile(app, RECEIPT_MAX_BYTES);
  const store = app.fileStorage;

  // Static segments before `/:reference`.
  addFileRoute(app, {
    url: '/export',
    rule: { ability: PACKAGE_RULES.packagesExport },
    summary: 'The packages of the current search, filters and sort as .xlsx (default) or CSV',
    tags,
    query: packageExportQuerySchema,
    handler: (ctx, { query }) => exportPackages(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: '/creditLine',
    rule: { ability: PACKAGE_RULES.creditLineRead },
    summary: "The company's credit line and the packages bought on it (status, cost, what each still owes)",
    tags,
    response: packageCreditLineSchema,
    handler: (ctx) => packageCreditLine(ctx),
  });
  addRoute(app, {
    method: 'POST',
    url: '/updateCreditLineStatus',
    rule: { ability: PACKAGE_RULES.creditLineStatus },
    summary: 'Switch the credit-line status (active | inactive) of a package bought on the credit line',
    tags,
    body: updateCreditLineStatusBodySchema,
    response: companyPackageSchema,
    message: 'packages.credit_line_status_updated',
    handler: (ctx, { body }) => updateCreditLineStatus(ctx, body),
  });
  addRoute(app, {
    method: 'POST',
    url: '/confirmPayment',
    rule: { ability: PACKAGE_RULES.packageBuy },
    summary:
      'Transfer: multipart package_id, note, then file "receipt" (Idempotency-Key) → ops confirm within 24 h. Card: JSON {package_id} → asks the gateway',
    tags,
    response: companyPackageSchema,
    handler: async (ctx, _input, raw) => {
      if (!raw.request.isMultipart()) return confirmCardPayment(ctx, app.payments.gateway, raw.request.body);
      const key = idempotencyKeyOf(raw.request.headers);
      const result = await confirmTransferReceipt(ctx, store, await readUpload(raw.request, 'receipt'), key);
      if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/buy',
    rule: { ability: PACKAGE_RULES.packageBuy },
    summary: 'Buys a published package or an approved quotation (Idempotency-Key): wallet, card, transfer, credit line',
    tags,
    body: buyPackageBodySchema,
    response: buyPackageResultSchema,
    created: true,
    handler: async (ctx, { body }, raw) => {
      const key = idempotencyKeyOf(raw.request.headers);
      const pending = packagePayments(ctx, app.payments.gateway, app.config.payments.publicUrl);
      const result = await buyPackage(ctx, body, key, pending);
      if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/updateProperties',
    rule: { ability: PACKAGE_RULES.packageLocations },
    summary: "The package's locations (at most allowed_location_count, within its allowed areas)",
    tags,
    body: updatePackagePropertiesBodySchema,
    response: companyPackageSchema,
    message: 'packages.locations_updated',
    handler: (ctx, { body }) => updateProperties(ctx, body),
  });
  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: PACKAGE_RULES.packagesRead },
    summary: 'Company packages: filters status, type, is_active, branch_id; search; sort; pages',
    tags,
    query: packageListQuerySchema,
    response: packageListSchema,
    handler: (ctx, { query }) => packagePage(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: '/:reference',
    rule: { ability: PACKAGE_RULES.packagesRead },
    summary: 'One package by reference (another company’s: 404)',
    tags,
    params: referenceParams,
    response: companyPackageSchema,
    handler: (ctx, { params }) => packageByReference(ctx, params),
  });
}
