import { UNIT_ENDPOINTS, UNIT_SPACE_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addResourceEndpoints } from '../../platform/http/resource-endpoints';
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

/** Spec §7 company/unit and company/unit_space (contract: UNIT_ENDPOINTS, UNIT_SPACE_ENDPOINTS). */
export async function unitRoutes(app: FastifyInstance) {
  addResourceEndpoints(app, UNIT_ENDPOINTS, {
    list: findUnits,
    get: getUnit,
    create: createUnit,
    update: editUnit,
    remove: removeUnit,
  });
  addResourceEndpoints(app, UNIT_SPACE_ENDPOINTS, {
    list: findUnitSpaces,
    get: getUnitSpace,
    create: createUnitSpace,
    update: editUnitSpace,
    remove: removeUnitSpace,
  });
}
