import type * as v from 'valibot';
import { endpoint } from './endpoint';
import { lookupIdParamsSchema } from './fields';

// The spec's generic resource shape (§7) as five endpoint declarations (issue 25.1): list, get, create, update with
// the id in the path AND the body, delete, each guarded by read/insert/update/delete on the resource's subject. The
// API registers them (api/src/platform/http/resource-endpoints.ts) and the browser calls them (shared `resource`).

type Schema = v.GenericSchema;

export interface ResourceSchemas {
  listQuery: Schema;
  list: Schema;
  item: Schema;
  body: Schema;
  updateBody: Schema;
  deleted: Schema;
}

export function resourceEndpoints<const S extends ResourceSchemas>(resource: {
  /** PascalCase, singular and plural: the operationIds (listBranches, getBranch, createBranch…). */
  name: { one: string; many: string };
  /** The collection's path under /api/v1, e.g. `company/branch`. */
  path: string;
  subject: string;
  tag: string;
  /** What one item is called in the summaries ("branch"). */
  noun: string;
  schemas: S;
}) {
  const { name, path, subject, tag, noun, schemas } = resource;
  const access = <const A extends 'read' | 'insert' | 'update' | 'delete'>(action: A) => ({
    ability: { action, subject },
  });
  const item = `${path}/:id`;
  return {
    list: endpoint({
      operationId: `list${name.many}`,
      method: 'GET',
      path,
      access: access('read'),
      summary: `List ${noun} items: search (q), filters, sort, pages`,
      tag,
      query: schemas.listQuery as S['listQuery'],
      response: schemas.list as S['list'],
    }),
    get: endpoint({
      operationId: `get${name.one}`,
      method: 'GET',
      path: item,
      access: access('read'),
      summary: `One ${noun}`,
      tag,
      params: lookupIdParamsSchema,
      response: schemas.item as S['item'],
    }),
    create: endpoint({
      operationId: `create${name.one}`,
      method: 'POST',
      path,
      access: access('insert'),
      summary: `Create a ${noun}`,
      tag,
      body: schemas.body as S['body'],
      response: schemas.item as S['item'],
      created: true,
      message: 'success.created',
    }),
    update: endpoint({
      operationId: `update${name.one}`,
      method: 'PUT',
      path: item,
      access: access('update'),
      summary: `Update a ${noun} (the id travels in the path and the body)`,
      tag,
      params: lookupIdParamsSchema,
      body: schemas.updateBody as S['updateBody'],
      response: schemas.item as S['item'],
      message: 'success.updated',
    }),
    remove: endpoint({
      operationId: `delete${name.one}`,
      method: 'DELETE',
      path: item,
      access: access('delete'),
      summary: `Delete a ${noun}`,
      tag,
      params: lookupIdParamsSchema,
      response: schemas.deleted as S['deleted'],
      message: 'success.deleted',
    }),
  };
}

export type ResourceEndpoints<S extends ResourceSchemas = ResourceSchemas> = ReturnType<typeof resourceEndpoints<S>>;

/**
 * Read-only reference data (spec §7 public/areas, public/settings): a public list and one item by id, declared
 * like a resource's first two endpoints.
 */
export function lookupEndpoints<const Q extends Schema, const L extends Schema, const I extends Schema>(lookup: {
  name: { one: string; many: string };
  path: string;
  tag: string;
  summary: string;
  schemas: { listQuery: Q; list: L; item: I };
}) {
  const { name, path, tag, summary, schemas } = lookup;
  const access = { auth: 'public' } as const;
  return {
    list: endpoint({
      operationId: `list${name.many}`,
      method: 'GET',
      path,
      access,
      summary,
      tag,
      query: schemas.listQuery,
      response: schemas.list,
    }),
    get: endpoint({
      operationId: `get${name.one}`,
      method: 'GET',
      path: `${path}/:id`,
      access,
      summary: `${summary}: one`,
      tag,
      params: lookupIdParamsSchema,
      response: schemas.item,
    }),
  };
}
