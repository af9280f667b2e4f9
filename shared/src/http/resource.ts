import type { EndpointDeclaration, EndpointResponse, ResourceEndpoints } from '@portal/contract';
import type { AxiosRequestConfig } from 'axios';
import type * as v from 'valibot';
import type { QueryParams } from './api';
import { callEndpoint } from './endpoint-client';

// Spec §7 generic resource on the browser's side: the five calls every CRUD screen makes, from the resource's
// contract declarations (issue 25.1: the path, the answers' types and the ability checks are not restated here).

export type ResourceId = string | number;

type Endpoints = ResourceEndpoints;
type Body<E extends { body: v.GenericSchema }> = v.InferInput<E['body']>;

export type Resource<E extends Endpoints> = {
  list(query?: QueryParams, config?: AxiosRequestConfig): Promise<EndpointResponse<E['list']>>;
  get(id: ResourceId, config?: AxiosRequestConfig): Promise<EndpointResponse<E['get']>>;
  create(body: Body<E['create']>, config?: AxiosRequestConfig): Promise<EndpointResponse<E['create']>>;
  update(
    id: ResourceId,
    body: Omit<Body<E['update']>, 'id'>,
    config?: AxiosRequestConfig,
  ): Promise<EndpointResponse<E['update']>>;
  remove(id: ResourceId, config?: AxiosRequestConfig): Promise<EndpointResponse<E['remove']>>;
};

type Input = { params?: object; query?: object; body?: unknown };
/** The declarations are generic here; their precise input types are checked by Resource's signatures above. */
const call = callEndpoint as (declaration: EndpointDeclaration, input?: Input, config?: AxiosRequestConfig) => never;

export function resource<const E extends Endpoints>(endpoints: E): Resource<E> {
  const id = (value: ResourceId) => ({ id: String(value) });
  return {
    list: (query, config) => call(endpoints.list, { query }, config),
    get: (value, config) => call(endpoints.get, { params: id(value) }, config),
    create: (body, config) => call(endpoints.create, { body }, config),
    // The API expects the id in the body as well as in the path.
    update: (value, body, config) =>
      call(endpoints.update, { params: id(value), body: { ...(body as object), id: String(value) } }, config),
    remove: (value, config) => call(endpoints.remove, { params: id(value) }, config),
  };
}
