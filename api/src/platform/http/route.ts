import { errorEnvelopeSchema } from '@portal/contract';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type * as v from 'valibot';
import type { RouteRule } from '../ability/route-rule';
import type { MessageKey } from '../i18n/en';
import { type ContextOf, type RawHttp, requestContext } from './request-context';
import { validate } from './validation';

// Declares a route from contract schemas. The valibot schemas do the real validation (right before the handler,
// after authentication); their JSON Schema form only documents the route in OpenAPI, Ajv never sees a request.

type Schema = v.GenericSchema;
type Output<TSchema> = TSchema extends Schema ? v.InferOutput<TSchema> : undefined;

/** What a handler receives besides the context: the validated request parts. */
interface RouteInput<TBody, TQuery, TParams> {
  body: Output<TBody>;
  query: Output<TQuery>;
  params: Output<TParams>;
}

export interface RouteDefinition<TRule extends RouteRule, TBody, TQuery, TParams, TResponse extends Schema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Who may call it: every route must say (see ability/). */
  rule: TRule;
  summary: string;
  tags: string[];
  /** The OpenAPI operationId (every endpoint declared in the contract has one: ./endpoint-route.ts). */
  operationId?: string;
  body?: TBody;
  /** Documents the JSON form of a route that also takes multipart; its handler reads and checks either form. */
  jsonBody?: Schema;
  query?: TQuery;
  params?: TParams;
  response: TResponse;
  /** 201 for creations (the body status stays 200). */
  created?: boolean;
  message?: MessageKey;
  /** Extra Fastify route config (e.g. rateLimit). */
  config?: Record<string, unknown>;
  /**
   * `(ctx, input)` like the services it calls. `raw` is the escape hatch to Fastify for the few routes that need
   * the request or reply themselves (cookies, headers); never pass it on to a service.
   */
  handler: (
    ctx: ContextOf<TRule>,
    input: RouteInput<TBody, TQuery, TParams>,
    raw: RawHttp,
  ) => Promise<v.InferInput<TResponse> | AnswerWithMessage<v.InferInput<TResponse>>>;
}

/**
 * The OpenAPI (JSON Schema) form of a contract schema: documentation only. A lazy schema (a body checked as one of
 * several steps, auth/resetPassword) is documented by what it gives without input: every shape it accepts.
 */
export const jsonSchema = (schema: Schema) =>
  toJsonSchema(schema.type === 'lazy' ? (schema as v.LazySchema<Schema>).getter(undefined) : schema, {
    errorMode: 'ignore',
    typeMode: 'input',
    target: 'openapi-3.0',
  }) as Record<string, unknown>;

/**
 * What a handler returns when its success message depends on what it did (one path, two steps:
 * auth/resetPassword); otherwise the route's message is the one answered.
 */
export class AnswerWithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: MessageKey,
  ) {}
}

/** The success envelope; its `status` is the HTTP status of the answer (issue 26.6). */
function envelopeJsonSchema(data: Schema, status: number) {
  return {
    type: 'object',
    required: ['status', 'message', 'data'],
    properties: { status: { type: 'integer', enum: [status] }, message: { type: 'string' }, data: jsonSchema(data) },
  };
}

export function addRoute<
  const TRule extends RouteRule,
  TBody extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TParams extends Schema | undefined = undefined,
  TResponse extends Schema = Schema,
>(app: FastifyInstance, route: RouteDefinition<TRule, TBody, TQuery, TParams, TResponse>) {
  const successStatus = route.created ? 201 : 200;
  const errorSchema = jsonSchema(errorEnvelopeSchema);
  const schema: RouteShorthandOptions['schema'] & Record<string, unknown> = {
    summary: route.summary,
    tags: route.tags,
    ...(route.operationId ? { operationId: route.operationId } : {}),
    response: {
      [successStatus]: envelopeJsonSchema(route.response, successStatus),
      '4XX': errorSchema,
      '5XX': errorSchema,
    },
  };
  const documentedBody = route.body ?? route.jsonBody;
  if (documentedBody) schema.body = jsonSchema(documentedBody);
  if (route.query) schema.querystring = jsonSchema(route.query);
  if (route.params) schema.params = jsonSchema(route.params);
  if (!('auth' in route.rule && route.rule.auth === 'public')) schema.security = [{ bearerAuth: [] }];

  app.route({
    method: route.method,
    url: route.url,
    schema,
    config: { ...route.config, ...(route.rule as RouteRule) },
    // Validation is valibot's job (below); the JSON Schema is documentation only.
    validatorCompiler: () => () => true,
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request, reply) => {
      const input = {
        // A POST without a body is validated as {} so every required field is reported.
        body: (route.body ? validate(route.body, request.body ?? {}) : undefined) as Output<TBody>,
        query: (route.query ? validate(route.query, request.query ?? {}) : undefined) as Output<TQuery>,
        params: (route.params ? validate(route.params, request.params ?? {}) : undefined) as Output<TParams>,
      };
      const answer = await route.handler(requestContext(app, request, route.rule), input, { request, reply });
      if (answer instanceof AnswerWithMessage) return reply.code(successStatus).ok(answer.data, answer.message);
      return reply.code(successStatus).ok(answer, route.message);
    },
  });
}
