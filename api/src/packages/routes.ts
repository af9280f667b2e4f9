import {
  buyPackageBodySchema,
  buyPackageResultSchema,
  companyPackageSchema,
  PACKAGE_RULES,
  packageListQuerySchema,
  packageListSchema,
  updatePackagePropertiesBodySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idempotencyKeyOf } from '../http/idempotency';
import { addRoute } from '../http/route';
import { packagePayments } from './package-card';
import { buyPackage } from './package-purchase';
import { packageByReference, packagePage, updateProperties } from './package-service';

// Spec §7 company/package, /buy, /updateProperties (mounted at /api/v1/company/package). Rules: PACKAGE_RULES.

const tags = ['packages'];
const referenceParams = v.object({ reference: v.pipe(v.string(), v.trim(), v.maxLength(40)) });

export async function packageRoutes(app: FastifyInstance) {
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
