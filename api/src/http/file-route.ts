import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { RouteRule } from '../ability/route-rule';
import { type ContextOf, requestContext } from './request-context';
import { validate } from './validation';

// A route that answers a file instead of the JSON envelope (spreadsheet template, export). Same declared rule,
// request context and contract-validated query as `addRoute`; failures still answer the JSON error envelope.

export interface DownloadFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 6266: an ASCII fallback plus the UTF-8 name (Arabic file names survive). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function addFileRoute<
  const TRule extends RouteRule,
  TQuery extends v.GenericSchema,
  TParams extends v.GenericSchema = v.GenericSchema<unknown, Record<string, never>>,
>(
  app: FastifyInstance,
  route: {
    url: string;
    rule: TRule;
    summary: string;
    tags: string[];
    query: TQuery;
    /** Path parameters (`/:id/pdf`), validated like the query. */
    params?: TParams;
    handler: (
      ctx: ContextOf<TRule>,
      input: { query: v.InferOutput<TQuery>; params: v.InferOutput<TParams> },
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
      const file = await route.handler(requestContext(app, request, route.rule), { query, params });
      return reply
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'no-store')
        .type(file.contentType)
        .send(file.body);
    },
  });
}
