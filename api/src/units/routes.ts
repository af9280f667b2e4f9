import {
  branchDeletedSchema,
  lookupIdParamsSchema,
  unitBodySchema,
  unitListQuerySchema,
  unitListSchema,
  unitSchema,
  unitSpaceBodySchema,
  unitSpaceListQuerySchema,
  unitSpaceListSchema,
  unitSpaceSchema,
  unitSpaceUpdateBodySchema,
  unitUpdateBodySchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestScope } from '../db/company-scope';
import { fieldError } from '../http/app-error';
import { addRoute } from '../http/route';
import { listUnitSpaces, listUnits } from './unit-queries';
import {
  createUnit,
  createUnitSpace,
  editUnit,
  editUnitSpace,
  getUnit,
  getUnitSpace,
  removeUnit,
  removeUnitSpace,
} from './unit-service';

const subject = 'b2b_units';
const sameId = (params: { id: string }, body: { id: string }) => {
  if (body.id !== params.id) throw fieldError('id', 'validation.invalid');
};

/** Spec §7 company/unit and company/unit_space, mounted at /api/v1/company. */
export async function unitRoutes(app: FastifyInstance) {
  const scope = (request: FastifyRequest) => requestScope(app.database.db, request);

  addRoute(app, {
    method: 'GET',
    url: '/unit',
    rule: { ability: { action: 'read', subject } },
    summary: 'Units (filter by branch_id)',
    tags: ['units'],
    query: unitListQuerySchema,
    response: unitListSchema,
    handler: ({ query }, request) => listUnits(scope(request), query),
  });
  addRoute(app, {
    method: 'GET',
    url: '/unit/:id',
    rule: { ability: { action: 'read', subject } },
    summary: 'One unit',
    tags: ['units'],
    params: lookupIdParamsSchema,
    response: unitSchema,
    handler: ({ params }, request) => getUnit(scope(request), params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/unit',
    rule: { ability: { action: 'insert', subject } },
    summary: 'Create a unit in a branch',
    tags: ['units'],
    body: unitBodySchema,
    response: unitSchema,
    created: true,
    message: 'success.created',
    handler: ({ body }, request) => createUnit(scope(request), body, app.now()),
  });
  addRoute(app, {
    method: 'PUT',
    url: '/unit/:id',
    rule: { ability: { action: 'update', subject } },
    summary: 'Update a unit',
    tags: ['units'],
    params: lookupIdParamsSchema,
    body: unitUpdateBodySchema,
    response: unitSchema,
    message: 'success.updated',
    handler: ({ params, body }, request) => {
      sameId(params, body);
      return editUnit(scope(request), params.id, body, app.now());
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/unit/:id',
    rule: { ability: { action: 'delete', subject } },
    summary: 'Delete a unit with its spaces',
    tags: ['units'],
    params: lookupIdParamsSchema,
    response: branchDeletedSchema,
    message: 'success.deleted',
    handler: ({ params }, request) => removeUnit(scope(request), params.id),
  });

  addRoute(app, {
    method: 'GET',
    url: '/unit_space',
    rule: { ability: { action: 'read', subject } },
    summary: 'Spaces of units (filter by unit_id)',
    tags: ['units'],
    query: unitSpaceListQuerySchema,
    response: unitSpaceListSchema,
    handler: ({ query }, request) => listUnitSpaces(scope(request), query),
  });
  addRoute(app, {
    method: 'GET',
    url: '/unit_space/:id',
    rule: { ability: { action: 'read', subject } },
    summary: 'One unit space',
    tags: ['units'],
    params: lookupIdParamsSchema,
    response: unitSpaceSchema,
    handler: ({ params }, request) => getUnitSpace(scope(request), params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/unit_space',
    rule: { ability: { action: 'insert', subject } },
    summary: 'Add a space (with its quantity) to a unit',
    tags: ['units'],
    body: unitSpaceBodySchema,
    response: unitSpaceSchema,
    created: true,
    message: 'success.created',
    handler: ({ body }, request) => createUnitSpace(scope(request), body),
  });
  addRoute(app, {
    method: 'PUT',
    url: '/unit_space/:id',
    rule: { ability: { action: 'update', subject } },
    summary: 'Update a unit space',
    tags: ['units'],
    params: lookupIdParamsSchema,
    body: unitSpaceUpdateBodySchema,
    response: unitSpaceSchema,
    message: 'success.updated',
    handler: ({ params, body }, request) => {
      sameId(params, body);
      return editUnitSpace(scope(request), params.id, body);
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/unit_space/:id',
    rule: { ability: { action: 'delete', subject } },
    summary: 'Remove a space from a unit',
    tags: ['units'],
    params: lookupIdParamsSchema,
    response: branchDeletedSchema,
    message: 'success.deleted',
    handler: ({ params }, request) => removeUnitSpace(scope(request), params.id),
  });
}
