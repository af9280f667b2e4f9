import type { ResourceEndpoints, ResourceSchemas } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { fieldError } from './app-error';
import { addEndpoint } from './endpoint-route';
import type { CompanyContext } from './request-context';

// The five endpoints of a spec §7 resource (contract `resourceEndpoints`) registered with its service: every
// resource answers the same way (rules, 201 on create, messages, the id of the path equal to the body's).

type Id = { id: string };

export interface ResourceService<S extends ResourceSchemas> {
  list(ctx: CompanyContext, query: v.InferOutput<S['listQuery']>): Promise<v.InferInput<S['list']>>;
  get(ctx: CompanyContext, input: Id): Promise<v.InferInput<S['item']>>;
  create(ctx: CompanyContext, body: v.InferOutput<S['body']>): Promise<v.InferInput<S['item']>>;
  update(ctx: CompanyContext, body: v.InferOutput<S['updateBody']> & Id): Promise<v.InferInput<S['item']>>;
  remove(ctx: CompanyContext, input: Id): Promise<v.InferInput<S['deleted']>>;
}

export function addResourceEndpoints<S extends ResourceSchemas>(
  app: FastifyInstance,
  endpoints: ResourceEndpoints<S>,
  service: ResourceService<S>,
): void {
  addEndpoint(app, endpoints.list, (ctx, { query }) => service.list(ctx, query));
  addEndpoint(app, endpoints.get, (ctx, { params }) => service.get(ctx, params));
  addEndpoint(app, endpoints.create, (ctx, { body }) => service.create(ctx, body));
  addEndpoint(app, endpoints.update, (ctx, { params, body }) => {
    const withId = body as v.InferOutput<S['updateBody']> & Id;
    if (withId.id !== params.id) throw fieldError('id', 'validation.invalid');
    return service.update(ctx, withId);
  });
  addEndpoint(app, endpoints.remove, (ctx, { params }) => service.remove(ctx, params));
}
