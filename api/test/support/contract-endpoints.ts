import type { EndpointDeclaration } from '@portal/contract';
import * as contract from '@portal/contract';

const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointDeclaration).operationId === 'string' &&
  typeof (value as EndpointDeclaration).path === 'string' &&
  'access' in value;

/** The declarations in a feature table, which may group them (AREA_ENDPOINTS.cities.list). */
const declarationsIn = (value: unknown, depth: number): EndpointDeclaration[] => {
  if (isDeclaration(value)) return [value];
  if (depth === 0 || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.values(value).flatMap((inner) => declarationsIn(inner, depth - 1));
};

/** Every endpoint declaration the contract exports, in feature tables like NOTIFICATION_ENDPOINTS (issue 25.1). */
export const contractEndpoints = (): EndpointDeclaration[] =>
  Object.values(contract).flatMap((value) => (isDeclaration(value) ? [] : declarationsIn(value, 2)));
