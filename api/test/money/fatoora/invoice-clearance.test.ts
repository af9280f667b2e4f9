import { invoiceDetailSchema } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FatooraUnavailableError } from '../../../src/money/invoices/fatoora/fatoora-adapter';
import { verifyStamp } from '../../../src/money/invoices/stamp/verify-stamp';
import { companyOwner } from '../../company/account-helpers';
import { call, useTestApp } from '../../support/harness';
import { cardRecharge } from '../money-helpers';

// Clearance of issued invoices (issue 31.5, ADR 0062) on the real API and database, with the app's own fake
// Fatoora (no configuration in tests): pending until cleared, rejected with ZATCA's messages, unavailable then
// retried; the company downloads the PDF and XML only once cleared.

const BASE = '/api/v1/company/invoices/invoice';
const t = useTestApp();

async function newInvoice(token: string): Promise<string> {
  await cardRecharge(t, token, 50_000, 'success');
  const list = await call(t.app, 'GET', `${BASE}?perPage=10`, { token });
  expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
  return list.body.data.items[0].id as string;
}
/** One statement's rows (the driver's result shape differs between PGlite and pg; both have rows). */
const rowsOf = async (query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
const detail = async (id: string, token: string) =>
  v.parse(invoiceDetailSchema, (await call(t.app, 'GET', `${BASE}/${id}`, { token })).body.data);
const file = (id: string, token: string, kind: 'pdf' | 'xml') =>
  t.app.inject({
    method: 'GET',
    url: `${BASE}/${id}/${kind}`,
    headers: { authorization: `Bearer ${token}`, lang: 'en' },
  });

describe('invoice clearance', () => {
  it('is pending after issuing (a job is queued), then cleared; downloads wait for it', async () => {
    const { token } = await companyOwner(t, 'Cleared Co');
    const id = await newInvoice(token);
    expect((await detail(id, token)).clearance).toEqual({ status: 'pending', messages: [] });
    const pdf = await file(id, token, 'pdf');
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toMatch(/waiting for clearance/);
    expect((await file(id, token, 'xml')).statusCode).toBe(409);
    // The write that issued it woke the planner: one job for the invoice on the clearance queue.
    await expect
      .poll(async () => {
        const rows = await rowsOf(
          sql`select count(*)::int as n from pgboss.job where name = 'einvoicing-clear' and data->>'invoiceId' = ${id}`,
        );
        return (rows[0] as { n: number }).n;
      })
      .toBe(1);

    await t.app.einvoicingClearance.clearPending();
    const cleared = await detail(id, token);
    expect(cleared.clearance).toEqual({ status: 'cleared', messages: [] });
    expect((await file(id, token, 'pdf')).statusCode).toBe(200);
    const xml = await file(id, token, 'xml');
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`<cbc:UUID>${id}</cbc:UUID>`);
    expect(verifyStamp(xml.body).failures).toEqual([]);
    // The fake onboarded the unit first (development: no configured CSID), then cleared.
    expect(t.app.einvoicingClearance.connection.fake?.received.map((r) => `${r.path} ${r.status}`)).toEqual([
      '/compliance 200',
      '/compliance/invoices 200',
      '/production/csids 200',
      '/invoices/clearance/single 200',
    ]);
  }, 90_000); // Renders a PDF: seconds alone, many more on the shared machine.

  it('records a rejection with ZATCA’s messages in the invoice answer and keeps the documents back', async () => {
    const { token } = await companyOwner(t, 'Rejected Co');
    const id = await newInvoice(token);
    const messages = [
      { type: 'ERROR', code: 'BR-KSA-63', category: 'KSA', message: 'Buyer street name is missing', status: 'ERROR' },
    ];
    t.app.einvoicingClearance.connection.fake?.rejectNext(messages);
    await t.app.einvoicingClearance.clearPending();
    expect((await detail(id, token)).clearance).toEqual({
      status: 'rejected',
      messages: [{ code: 'BR-KSA-63', message: 'Buyer street name is missing' }],
    });
    const list = await call(t.app, 'GET', `${BASE}?perPage=10`, { token });
    expect(list.body.data.items[0].clearance.status).toBe('rejected');
    const pdf = await file(id, token, 'pdf');
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toMatch(/rejected this invoice/);
    // Rejected is final: the next pass does not send it again.
    await t.app.einvoicingClearance.clearPending();
    expect((await detail(id, token)).clearance.status).toBe('rejected');
  });

  it('clears an invoice whose buyer address was saved without the optional additional number', async () => {
    const { token } = await companyOwner(t, 'Short Address Co');
    const id = await newInvoice(token);
    // As the account form saves it when the field is left empty: the key is absent (found by the browser test).
    await t.database.db.execute(
      sql`UPDATE invoices SET buyer_address = buyer_address - 'additional_number' WHERE id = ${id}`,
    );
    await t.app.einvoicingClearance.clearPending();
    // (Read raw: the contract's address wants the key, null when empty; such a stored address lacks it.)
    const answer = await call(t.app, 'GET', `${BASE}/${id}`, { token });
    expect(answer.body.data.clearance).toEqual({ status: 'cleared', messages: [] });
  });

  it('retries while Fatoora is unavailable (the job throws, the queue backs off), then clears', async () => {
    const { token } = await companyOwner(t, 'Retry Co');
    const id = await newInvoice(token);
    t.app.einvoicingClearance.connection.fake?.unavailable(2);
    await expect(t.app.einvoicingClearance.runJob(id)).rejects.toBeInstanceOf(FatooraUnavailableError);
    await expect(t.app.einvoicingClearance.runJob(id)).rejects.toBeInstanceOf(FatooraUnavailableError);
    expect((await detail(id, token)).clearance.status).toBe('pending');
    const rows = await rowsOf(sql`select clearance_attempts from invoices where id = ${id}`);
    expect(rows[0]).toEqual({ clearance_attempts: 2 });
    await t.app.einvoicingClearance.runJob(id);
    expect((await detail(id, token)).clearance.status).toBe('cleared');
    // The queue's retry settings: exponential back-off from 30 s.
    const queue = await rowsOf(
      sql`select retry_limit, retry_delay, retry_backoff from pgboss.queue where name = 'einvoicing-clear'`,
    );
    expect(queue[0]).toEqual({ retry_limit: 7, retry_delay: 30, retry_backoff: true });
  });
});
