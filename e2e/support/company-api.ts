import { type APIRequestContext, expect } from '@playwright/test';
import type { LoginInfo } from '@portal/shared/contract';

// A company user's calls to the API from the specs' helpers, in English.

export type Session = { info: LoginInfo };

export const companyHeaders = (as: Session) => ({
  lang: 'en',
  authorization: `Bearer ${as.info.token}`,
  'Role-Id': as.info.role.id,
});

/** GET /api/v1/<path> as the company user: the envelope's data (the test fails on any other status than 200). */
export async function companyGet<T>(request: APIRequestContext, as: Session, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: companyHeaders(as) });
  const body = await response.text();
  expect(response.status(), `GET ${path}: ${body}`).toBe(200);
  return (JSON.parse(body) as { data: T }).data;
}
