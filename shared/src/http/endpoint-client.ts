import {
  type EndpointDeclaration,
  type EndpointInput,
  type EndpointResponse,
  endpointAllowed,
  endpointPath,
  type ForbiddenReason,
} from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { ability } from '../ability/app-ability';
import { request } from './api';
import { ApiError } from './api-error';
import { translate } from './translator';

// Issue 25.1: the browser's side of a contract endpoint declaration. The path, the method, the answer's type and
// the ability check come from the declaration: no page restates `api.get<T>('company/…')`, and a call the user's
// role does not allow is never sent (the page gets a 'forbidden' error, the session is untouched).

/** Whether the signed-in user's role allows the endpoint (pages use it to show a button or run a query). */
export function mayCall(declaration: EndpointDeclaration): boolean {
  return endpointAllowed(declaration, (action, subject) => ability.can(action, subject));
}

/** Calls the endpoint; refused before sending when the role does not allow it. */
export function callEndpoint<const E extends EndpointDeclaration>(
  declaration: E,
  ...args: CallArgs<E>
): Promise<EndpointResponse<E>> {
  return send(declaration, args[0], args[1]);
}

/** The input is optional only when the endpoint takes nothing required (no path parameters, no body). */
type CallArgs<E extends EndpointDeclaration> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, config?: AxiosRequestConfig]
    : [input: EndpointInput<E>, config?: AxiosRequestConfig];

/** The call the role does not allow never leaves the browser: the page gets 'forbidden', the session stays. */
function refuseUnlessAllowed(declaration: EndpointDeclaration): void {
  if (mayCall(declaration)) return;
  throw new ApiError({
    kind: 'forbidden',
    status: 0,
    message: translate('errors.notActionAllowed'),
    data: { reason: 'not_allowed' satisfies ForbiddenReason },
  });
}

async function send<E extends EndpointDeclaration>(
  declaration: E,
  input: EndpointInput<E> | undefined,
  config: AxiosRequestConfig | undefined,
): Promise<EndpointResponse<E>> {
  refuseUnlessAllowed(declaration);
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const path = `/${endpointPath(declaration, params as Record<string, unknown>)}`;
  if (declaration.method === 'GET') return request(declaration.method, path, query, config);
  // A POST or PUT without a body sends {} (the API validates it as such); a DELETE sends none unless declared.
  // An endpoint that takes JSON or multipart sends its declared JSON form (`jsonBody`) here.
  const payload = declaration.method === 'DELETE' && !declaration.body ? undefined : (body ?? {});
  return request(declaration.method, path, payload, { ...config, params: query });
}

/** The form, with the path parameters when the endpoint's path has any. */
type UploadInput<E extends EndpointDeclaration> = undefined extends EndpointInput<E>['params']
  ? FormData
  : { params: NonNullable<EndpointInput<E>['params']>; form: FormData };

/**
 * Sends a multipart form (fields, then a file) to an endpoint that takes an upload instead of a JSON body (its
 * declaration has no `body`: e.g. a bank transfer's receipt, a chat message's file); refused before sending like
 * `callEndpoint`. An endpoint that takes either declares its JSON form as `jsonBody`, sent with `callEndpoint`.
 */
export async function uploadToEndpoint<
  const E extends EndpointDeclaration & { method: 'POST' | 'PUT'; body?: undefined },
>(declaration: E, input: UploadInput<E>, config?: AxiosRequestConfig): Promise<EndpointResponse<E>> {
  refuseUnlessAllowed(declaration);
  const { params, form } = input instanceof FormData ? { params: undefined, form: input } : input;
  return request(declaration.method, `/${endpointPath(declaration, params as Record<string, unknown>)}`, form, config);
}

/** The query key of a GET endpoint: `key` (default: its operationId), then its params and query. */
export function endpointQueryKey<const E extends EndpointDeclaration>(
  declaration: E,
  input: EndpointInput<E> | undefined,
  key: readonly unknown[] = [declaration.operationId],
) {
  return [...key, input?.params ?? {}, input?.query ?? {}] as const;
}

/**
 * Query options of a GET endpoint, disabled when the role does not allow it. `key` places it under a prefix
 * other code invalidates (e.g. the realtime stream's NOTIFICATIONS_QUERY_KEY).
 */
export function endpointQuery<const E extends EndpointDeclaration>(
  declaration: E,
  input?: EndpointInput<E>,
  options: { key?: readonly unknown[]; config?: AxiosRequestConfig } = {},
) {
  return queryOptions({
    queryKey: endpointQueryKey(declaration, input, options.key),
    queryFn: () => send(declaration, input, options.config),
    enabled: mayCall(declaration),
  });
}
