import {
  branchDeletedSchema,
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
import type { FastifyInstance } from 'fastify';
import { addResourceRoutes } from '../http/resource-routes';
import {
  createUnit,
  createUnitSpace,
  editUnit,
  editUnitSpace,
  findUnitSpaces,
  findUnits,
  getUnit,
  getUnitSpace,
  removeUnit,
  removeUnitSpace,
} from './unit-service';

const subject = 'b2b_units';
const tags = ['units'];
const messages = { created: 'branches.created', updated: 'branches.updated', deleted: 'branches.deleted' } as const;

/** Spec §7 company/unit and company/unit_space (generic resource shape), mounted at /api/v1/company. */
export async function unitRoutes(app: FastifyInstance) {
  addResourceRoutes(app, {
    url: '/unit',
    subject,
    tags,
    noun: 'unit (with its spaces, saved in one transaction)',
    schemas: {
      listQuery: unitListQuerySchema,
      list: unitListSchema,
      item: unitSchema,
      body: unitBodySchema,
      updateBody: unitUpdateBodySchema,
      deleted: branchDeletedSchema,
    },
    messages,
    service: { list: findUnits, get: getUnit, create: createUnit, update: editUnit, remove: removeUnit },
  });

  addResourceRoutes(app, {
    url: '/unit_space',
    subject,
    tags,
    noun: 'unit space',
    schemas: {
      listQuery: unitSpaceListQuerySchema,
      list: unitSpaceListSchema,
      item: unitSpaceSchema,
      body: unitSpaceBodySchema,
      updateBody: unitSpaceUpdateBodySchema,
      deleted: branchDeletedSchema,
    },
    messages,
    service: {
      list: findUnitSpaces,
      get: getUnitSpace,
      create: createUnitSpace,
      update: editUnitSpace,
      remove: removeUnitSpace,
    },
  });
}
