import type { AxiosRequestConfig, Method } from 'axios';
import { http } from './client';
import { unwrap } from './envelope';

export type HttpMethod = Extract<Method, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
export type QueryParams = Record<string, unknown>;

/** Thin helpers: the envelope is unwrapped, failures arrive as ApiError. */
export const api = {
  async get<T>(path: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<T> {
    return unwrap<T>((await http.get(path, { ...config, params })).data);
  },
  async post<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return unwrap<T>((await http.post(path, body, config)).data);
  },
  async put<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return unwrap<T>((await http.put(path, body, config)).data);
  },
  async patch<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return unwrap<T>((await http.patch(path, body, config)).data);
  },
  async delete<T>(path: string, config?: AxiosRequestConfig): Promise<T> {
    return unwrap<T>((await http.delete(path, config)).data);
  },
};

/** Spec §7 "a generic request (default POST)". A GET sends `body` as the query string. */
export async function request<T>(
  method: HttpMethod | undefined = 'POST',
  path: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<T> {
  const payload = method === 'GET' ? { params: body } : { data: body };
  return unwrap<T>((await http.request({ ...config, method, url: path, ...payload })).data);
}
