import type { AxiosRequestConfig } from 'axios';
import { api, type QueryParams } from './api';

export type ResourceId = string | number;

export type Resource<T, TList, TInput> = {
  list(query?: QueryParams, config?: AxiosRequestConfig): Promise<TList>;
  get(id: ResourceId, config?: AxiosRequestConfig): Promise<T>;
  create(body: TInput, config?: AxiosRequestConfig): Promise<T>;
  update(id: ResourceId, body: TInput, config?: AxiosRequestConfig): Promise<T>;
  remove(id: ResourceId, config?: AxiosRequestConfig): Promise<unknown>;
};

/** Spec §7 generic resource helper: one path, the five calls every CRUD screen makes. */
export function resource<T, TList = T[], TInput = Partial<T>>(path: string): Resource<T, TList, TInput> {
  const base = path.replace(/\/+$/, '');
  const item = (id: ResourceId) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    list: (query, config) => api.get<TList>(base, query, config),
    get: (id, config) => api.get<T>(item(id), undefined, config),
    create: (body, config) => api.post<T>(base, body, config),
    // The API expects the id in the body as well as in the path.
    update: (id, body, config) => api.put<T>(item(id), { ...body, id }, config),
    remove: (id, config) => api.delete<unknown>(item(id), config),
  };
}
