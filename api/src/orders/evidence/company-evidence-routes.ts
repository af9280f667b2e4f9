import { ORDER_RULES, orderEvidenceSchema, orderReferenceParamsSchema, uuidField } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { openStored } from '../../files/storage/open-stored';
import { addFileRoute } from '../../http/file-route';
import { addRoute } from '../../http/route';
import { orderByReference } from '../order-queries';
import { evidenceFile, evidenceOf } from './order-evidence-view';

// The order page's evidence (contract ORDER_PATHS.evidence, evidencePhoto; mounted at /api/v1/company/orders):
// read b2b_orders like the page. Another company's order, or a photo of another order, is 404.

const tags = ['orders'];
const rule = { ability: ORDER_RULES.ordersRead } as const;

export async function companyEvidenceRoutes(app: FastifyInstance) {
  const store = app.fileStorage;
  addRoute(app, {
    method: 'GET',
    url: '/order/:reference/evidence',
    rule,
    summary: "The order's completion evidence: before/after photos and the provider's checklist",
    tags,
    params: orderReferenceParamsSchema,
    response: orderEvidenceSchema,
    handler: async (ctx, { params }) => evidenceOf(ctx.scope, await orderByReference(ctx.scope, params.reference)),
  });
  addFileRoute(app, {
    url: '/order/:reference/evidence/:id/photo',
    rule,
    summary: 'One photo of the order (PNG or JPEG, inline)',
    tags,
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
