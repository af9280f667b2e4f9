import type { EndpointDeclaration } from '@portal/contract';
import * as contract from '@portal/contract';

const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointDeclaration).operationId === 'string' &&
  typeof (value as EndpointDeclaration).path === 'string' &&
  'access' in value;

/** Every endpoint declaration the contract exports, in feature tables like NOTIFICATION_ENDPOINTS (issue 25.1). */
export const contractEndpoints = (): EndpointDeclaration[] =>
  Object.values(contract).flatMap((value) =>
    typeof value === 'object' && value !== null ? Object.values(value).filter(isDeclaration) : [],
  );
