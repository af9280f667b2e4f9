import { ORDER_ENDPOINTS, ORDER_PATHS, ORDER_RULES, orderReferenceParamsSchema, uuidField } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { openStored } from '../../../platform/files/storage/open-stored';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { addFileRoute } from '../../../platform/http/file-route';
import { orderByReference } from '../order-queries';
import { evidenceFile, evidenceOf } from './order-evidence-view';

// The order page's evidence (contract ORDER_ENDPOINTS.evidence; the photo, a file, is a route of its own at
// ORDER_PATHS.evidencePhoto): read b2b_orders like the page. Another company's order, or a photo of another order, is 404.

const rule = { ability: ORDER_RULES.ordersRead } as const;

export async function companyEvidenceRoutes(app: FastifyInstance) {
  const store = app.fileStorage;
  addEndpoint(app, ORDER_ENDPOINTS.evidence, async (ctx, { params }) =>
    evidenceOf(ctx.scope, await orderByReference(ctx.scope, params.reference)),
  );
  addFileRoute(app, {
    url: `/api/v1/${ORDER_PATHS.evidencePhoto}`,
    rule,
    summary: 'One photo of the order (PNG or JPEG, inline)',
    tags: ['orders'],
    query: v.object({}),
    params: v.object({ ...orderReferenceParamsSchema.entries, id: uuidField }),
    handler: async (ctx, { params }) => {
      const order = await orderByReference(ctx.scope, params.reference);
      const file = await evidenceFile(ctx.scope, order.id, params.id);
      const extension = file.mime === 'image/png' ? 'png' : 'jpg';
      return {
        filename: `${order.reference}-${file.stage}.${extension}`,
        contentType: file.mime,
        body: await openStored(store, file.storageKey, ctx.log),
        size: file.size,
        disposition: 'inline',
      };
    },
  });
}
