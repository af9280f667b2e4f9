import type { EndpointDeclaration } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import type { ContextOf, RawHttp } from './request-context';
import { type AnswerWithMessage, addRoute } from './route';

// Issue 25.1: a route registered from its contract declaration (contract/src/endpoint.ts). Path, rule, schemas,
// success message, 201 and the OpenAPI operationId all come from the declaration; the feature writes only the
// handler. Registered on an instance without a prefix: the declaration's path is the whole path under /api/v1.

type Schema = v.GenericSchema;
type Output<TSchema> = TSchema extends Schema ? v.InferOutput<TSchema> : undefined;

/** A declaration the API can answer: its success message is one of the API's message keys. */
type ApiEndpoint = EndpointDeclaration & { message?: MessageKey };

interface EndpointInputOf<E extends ApiEndpoint> {
  body: Output<E['body']>;
  query: Output<E['query']>;
  params: Output<E['params']>;
}

export type EndpointHandler<E extends ApiEndpoint> = (
  ctx: ContextOf<E['access']>,
  input: EndpointInputOf<E>,
  raw: RawHttp,
) => Promise<v.InferInput<E['response']> | AnswerWithMessage<v.InferInput<E['response']>>>;

const API_PREFIX = '/api/v1/';

export function addEndpoint<const E extends ApiEndpoint>(
  app: FastifyInstance,
  declaration: E,
  handler: EndpointHandler<E>,
  /** Extra Fastify route config (e.g. rateLimit). */
  config?: Record<string, unknown>,
): void {
  if (app.prefix) throw new Error(`${declaration.operationId}: register endpoint routes without a prefix`);
  addRoute(app, {
    method: declaration.method,
    url: `${API_PREFIX}${declaration.path}`,
    rule: declaration.access,
    summary: declaration.summary,
    tags: [declaration.tag],
    operationId: declaration.operationId,
    body: declaration.body,
    jsonBody: declaration.jsonBody,
    query: declaration.query,
    params: declaration.params,
    response: declaration.response,
    created: declaration.created,
    message: declaration.message,
    config,
    handler: handler as never,
  });
}
