import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { RouteRule } from '../ability/route-rule';
import { validate } from '../http/validation';

// A route that answers a file instead of the JSON envelope (spreadsheet template, export). Same declared rule
// and contract-validated query as `addRoute`; failures still answer the JSON error envelope.

export interface DownloadFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function addFileRoute<TQuery extends v.GenericSchema, TParams extends v.GenericSchema = v.GenericSchema>(
  app: FastifyInstance,
  route: {
    url: string;
    rule: RouteRule;
    summary: string;
    tags: string[];
    query: TQuery;
    /** Path parameters (e.g. `/:id/pdf`), validated like the query. */
    params?: TParams;
    handler: (
      query: v.InferOutput<TQuery>,
      request: FastifyRequest,
      params: v.InferOutput<TParams>,
    ) => Promise<DownloadFile>;
  },
) {
  app.route({
    method: 'GET',
    url: route.url,
    schema: { summary: route.summary, tags: route.tags, security: [{ bearerAuth: [] }] },
    config: { ...route.rule },
    validatorCompiler: () => () => true,
    handler: async (request, reply) => {
      const query = validate(route.query, request.query ?? {});
      const params = (route.params ? validate(route.params, request.params ?? {}) : {}) as v.InferOutput<TParams>;
      const file = await route.handler(query, request, params);
      // RFC 6266: an ASCII fallback plus the UTF-8 name (Arabic file names survive).
      const ascii = file.filename.replace(/[^\w.-]+/g, '_');
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'no-store')
        .type(file.contentType)
        .send(file.body);
    },
  });
}
