import type * as v from 'valibot';
import type { AbilityRule } from './login-info';
import type { OpsRule } from './ops-permissions';

// Issue 25.1: the endpoint is the unit of the contract. One declaration per endpoint (method, path, who may call
// it, its schemas, its success message, whether a repeat is safe) from which the API registers the route
// (api/src/platform/http/endpoint-route.ts), the browser calls it and builds its query (shared/src/http/endpoint-client.ts),
// checks the caller's ability before sending, and the OpenAPI document names the operation. Nothing restates it.

/**
 * Who may call an endpoint: anyone, any signed-in user, a company member whose role grants (action, subject), or
 * platform staff (an ops account) one of whose ops roles grants (action, subject) (issue 27.2).
 */
export type EndpointAccess = { auth: 'public' } | { auth: 'signed-in' } | { ability: AbilityRule } | { ops: OpsRule };

type Schema = v.GenericSchema;

export interface EndpointDeclaration {
  /** Unique, camelCase: the OpenAPI operationId and the first part of the browser's query key. */
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api/v1, with `:name` path parameters, no leading or trailing slash. */
  path: string;
  access: EndpointAccess;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The OpenAPI tag (the feature). */
  tag: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /**
   * The JSON form of an endpoint that takes either JSON or a multipart form (text fields, then one file): such an
   * endpoint declares no `body`, as its handler reads and checks either form itself. The browser sends the JSON
   * form with `callEndpoint` (typed by this schema) and the form with `uploadToEndpoint`; the OpenAPI document
   * shows it as the request body.
   */
  jsonBody?: Schema;
  /** The `data` of the success envelope. */
  response: Schema;
  /** The success message key the API answers with (and the browser shows). */
  message?: string;
  /** Creates something: HTTP 201. */
  created?: boolean;
  /** Takes an Idempotency-Key: a repeat after a lost answer gets the first answer (money, DOMAIN.md §1). */
  idempotent?: boolean;
}

/** Declares an endpoint; the literal types are kept so callers get its exact schemas. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

type InputOf<TSchema> = TSchema extends Schema ? v.InferInput<TSchema> : undefined;

/** What a call of the endpoint sends: its path parameters, query and body, each only when declared. */
export type EndpointInput<E extends EndpointDeclaration> = (E['params'] extends Schema
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query?: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema
    ? { body: InputOf<E['body']> }
    : E['jsonBody'] extends Schema
      ? { body: InputOf<E['jsonBody']> }
      : { body?: undefined });

/** The `data` a successful call answers. */
export type EndpointResponse<E extends EndpointDeclaration> = v.InferOutput<E['response']>;

/** The path with its parameters filled in (each encoded), e.g. `company/notifications/7f…/read`. */
export function endpointPath(declaration: EndpointDeclaration, params: Record<string, unknown> = {}): string {
  return declaration.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${declaration.operationId}: path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Whether a caller holding `can` may call the endpoint: a company rule or an ops rule is checked against the
 * abilities the login info gave (an ops account's are its ops roles' rules); public and signed-in ones are open.
 */
export function endpointAllowed(
  declaration: EndpointDeclaration,
  can: (action: string, subject: string) => boolean,
): boolean {
  const { access } = declaration;
  if ('ability' in access) return can(access.ability.action, access.ability.subject);
  if ('ops' in access) return can(access.ops.action, access.ops.subject);
  return true;
}
