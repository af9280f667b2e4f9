import type { Page } from '@playwright/test';

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');

/** Every API answer of the page that refused the caller (401 or 403): the UI never calls what the role forbids. */
export function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (isApi(response.url()) && (response.status() === 401 || response.status() === 403))
      refused.push(`${response.request().method()} ${response.url()} ${response.status()}`);
  });
  return refused;
}
