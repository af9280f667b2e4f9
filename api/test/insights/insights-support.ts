import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { insertListOrders } from '../fulfilment/orders-list-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, type TestApp } from '../support/harness';

// What the dashboard and scorecards tests share: named branches with their codes, another company's big order (it
// must never count), a GET read through the contract's schema, and twelve months of figures.

export type NamedBranch = { id: string; name: string; code: string };

/** A branch of the company with the code the API gave it. */
export async function namedBranch(t: TestApp, companyId: string, name: string, token: string): Promise<NamedBranch> {
  const id = await branchIn(t, companyId, name);
  const code = (await call(t.app, 'GET', `/api/v1/company/branch/${id}`, { token })).body.data.code as string;
  return { id, name, code };
}

/** A completed order of 10,000 SAR at another company, in January 2026. */
export async function otherCompanyOrder(t: TestApp, other: { companyId: string; userId: string }, reference: string) {
  const noise = await branchIn(t, other.companyId, 'Noise Branch');
  await insertListOrders(t, { ...other, name: 'Noise' }, [
    {
      reference,
      branch: { id: noise, name: 'Noise Branch', code: 'N1' },
      at: '2026-01-10T08:00:00Z',
      status: 'completed',
      total: 1_000_000,
    },
  ]);
}

/** GET `url` in English as the token's holder: 200, and the data parsed by the contract's schema. */
export async function readParsed<T>(t: TestApp, url: string, token: string, parse: (data: unknown) => T): Promise<T> {
  const answer = await call(t.app, 'GET', url, { token, headers: { lang: 'en' } });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return parse(answer.body.data);
}

/** Twelve monthly figures: the first ones given, the rest 0. */
export const months = (...first: number[]) => [...first, ...Array.from({ length: 12 - first.length }, () => 0)];

/** The first sheet of an .xlsx export read in Arabic (the headers are translated). */
export async function arabicSheet(t: TestApp, url: string, token: string) {
  const xlsx = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, lang: 'ar' } });
  expect(xlsx.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** The lines of a CSV export read in English (byte-order mark and the last line break left out). */
export async function englishCsvLines(t: TestApp, url: string, token: string) {
  const csv = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, lang: 'en' } });
  return csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}
