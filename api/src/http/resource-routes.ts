import { lookupIdParamsSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { fieldError } from './app-error';
import type { CompanyContext } from './request-context';
import { addRoute } from './route';

// The spec's generic resource shape (§7): list, get, create, update with the id in the path AND the body, delete.
// One call registers the five routes of a company resource from its contract schemas, its ability subject and
// its service, so every resource answers the same way (rules, 201 on create, messages, id check).

type Schema = v.GenericSchema;
type Id = { id: string };

export interface ResourceDefinition<
  TListQuery extends Schema,
  TList extends Schema,
  TItem extends Schema,
  TBody extends Schema,
  TUpdateBody extends v.GenericSchema<unknown, Id>,
  TDeleted extends Schema,
> {
  /** Path of the collection, relative to the plugin's prefix ('' or '/unit'). */
  url: string;
  /** The ability subject: read, insert, update and delete on it guard the five routes. */
  subject: string;
  tags: string[];
  /** What one item is called in the summaries ("branch"). */
  noun: string;
  schemas: {
    listQuery: TListQuery;
    list: TList;
    item: TItem;
    body: TBody;
    updateBody: TUpdateBody;
    deleted: TDeleted;
  };
  messages: { created: MessageKey; updated: MessageKey; deleted: MessageKey };
  service: {
    list(ctx: CompanyContext, query: v.InferOutput<TListQuery>): Promise<v.InferInput<TList>>;
    get(ctx: CompanyContext, input: Id): Promise<v.InferInput<TItem>>;
    create(ctx: CompanyContext, body: v.InferOutput<TBody>): Promise<v.InferInput<TItem>>;
    update(ctx: CompanyContext, body: v.InferOutput<TUpdateBody>): Promise<v.InferInput<TItem>>;
    remove(ctx: CompanyContext, input: Id): Promise<v.InferInput<TDeleted>>;
  };
}

export function addResourceRoutes<
  TListQuery extends Schema,
  TList extends Schema,
  TItem extends Schema,
  TBody extends Schema,
  TUpdateBody extends v.GenericSchema<unknown, Id>,
  TDeleted extends Schema,
>(app: FastifyInstance, resource: ResourceDefinition<TListQuery, TList, TItem, TBody, TUpdateBody, TDeleted>) {
  const { url, subject, tags, noun, schemas, messages, service } = resource;
  const rule = (action: 'read' | 'insert' | 'update' | 'delete') => ({ ability: { action, subject } }) as const;

  addRoute(app, {
    method: 'GET',
    url,
    rule: rule('read'),
    summary: `List ${noun} items: search (q), filters, sort, pages`,
    tags,
    query: schemas.listQuery,
    response: schemas.list,
    handler: (ctx, { query }) => service.list(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: `${url}/:id`,
    rule: rule('read'),
    summary: `One ${noun}`,
    tags,
    params: lookupIdParamsSchema,
    response: schemas.item,
    handler: (ctx, { params }) => service.get(ctx, params),
  });
  addRoute(app, {
    method: 'POST',
    url,
    rule: rule('insert'),
    summary: `Create a ${noun}`,
    tags,
    body: schemas.body,
    response: schemas.item,
    created: true,
    message: messages.created,
    handler: (ctx, { body }) => service.create(ctx, body),
  });
  addRoute(app, {
    method: 'PUT',
    url: `${url}/:id`,
    rule: rule('update'),
    summary: `Update a ${noun} (the id travels in the path and the body)`,
    tags,
    params: lookupIdParamsSchema,
    body: schemas.updateBody,
    response: schemas.item,
    message: messages.updated,
    handler: (ctx, { params, body }) => {
      if (body.id !== params.id) throw fieldError('id', 'validation.invalid');
      return service.update(ctx, body);
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: `${url}/:id`,
    rule: rule('delete'),
    summary: `Delete a ${noun}`,
    tags,
    params: lookupIdParamsSchema,
    response: schemas.deleted,
    message: messages.deleted,
    handler: (ctx, { params }) => service.remove(ctx, params),
  });
}
