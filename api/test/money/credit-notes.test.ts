import { type InvoiceDetail, invoiceDetailSchema } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditInvoice, vatInside } from '../../src/money/invoices/credit-notes/credit-invoice';
import { companyScope } from '../../src/platform/db/scoped-db';
import { companyOwner } from '../company/account-helpers';
import { orderBody, postOrder, serviceIds } from '../fulfilment/order-helpers';
import { operation } from '../fulfilment/orders-operations-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';
import { cardRecharge, walletOf } from './money-helpers';
import { ublRuleViolations } from './ubl/ubl-rules';
import { ublSchemaErrors } from './ubl/ubl-schema';
import { parseXml, text } from './ubl/xml-tree';

// Issue 31.6 on the real API and database (ADR 0061): cancelling an order paid from the wallet issues a credit note
// in the seller sequence, in the cancellation's transaction: it names and links the invoice, credits its amounts,
// continues the hash chain, downloads as valid UBL 381 XML, is named by the refund's ledger entry and listed and
// exported with the invoices (negative). A part is credited alone and never beyond the invoice; nothing invoiced,
// nothing credited.

const BASE = '/api/v1/company/invoices/invoice';
const t = useTestApp();
let owner: Awaited<ReturnType<typeof companyOwner>>;
let branch = '';
let plumbing = '';

const detail = async (id: string): Promise<InvoiceDetail> =>
  v.parse(invoiceDetailSchema, (await call(t.app, 'GET', `${BASE}/${id}`, { token: owner.token })).body.data);
const listed = async () =>
  (await call(t.app, 'GET', `${BASE}?perPage=50`, { token: owner.token })).body.data.items as {
    id: string;
    code: string;
    document_type: string;
    total: number;
  }[];

async function newOrder(payment_method: 'wallet' | 'cash') {
  const order = await postOrder(t.app, owner.token, orderBody(plumbing, { branch_id: branch, payment_method }));
  expect(order.statusCode, JSON.stringify(order.body)).toBe(201);
  return order.body.data.order as { id: string; reference: string };
}

const cancel = (orderId: string, reason: string) =>
  operation(t, owner.token, 'updateStatus', { order_id: orderId, status: 'canceled', reason });

beforeAll(async () => {
  owner = await companyOwner(t, 'Credit Note Facilities');
  await cardRecharge(t, owner.token, 1_000_000, 'success');
  branch = await branchIn(t, owner.companyId, 'Olaya Credit');
  plumbing = (await serviceIds(t, owner.token))('plumbing');
});

describe('cancelling an invoiced order paid from the wallet', () => {
  it('issues a credit note next in the sequence, crediting the invoice, and names it in the ledger', async () => {
    const order = await newOrder('wallet');
    const [invoiceItem] = await listed();
    const invoice = await detail(invoiceItem!.id);
    const before = (await walletOf(t, owner.token)).balance as number;

    const cancelled = await cancel(order.id, 'Branch closed that day');
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    expect((await walletOf(t, owner.token)).balance).toBe(before + invoice.total);

    const [noteItem] = await listed();
    expect(noteItem).toMatchObject({ document_type: 'credit_note', total: invoice.total });
    const note = await detail(noteItem!.id);
    expect(note.code).toMatch(/^CRN-\d{4}-\d{6}$/);
    expect(note.number).toBe(invoice.number + 1);
    expect(note.chain?.icv).toBe((invoice.chain?.icv ?? 0) + 1);
    // The chain continues: the note's PIH is the invoice's hash (nothing was issued between them).
    expect(note.chain?.previous_hash).toBe(invoice.chain?.hash);
    expect(note.credits).toEqual({ id: invoice.id, code: invoice.code, reason: 'Branch closed that day' });
    expect(note).toMatchObject({
      kind: 'order',
      subtotal: invoice.subtotal,
      discount: invoice.discount,
      vat: invoice.vat,
      total: invoice.total,
      due: 0,
    });
    expect(note.lines.map((line) => [line.amount, line.vat])).toEqual(
      invoice.lines.map((line) => [line.amount, line.vat]),
    );
    expect((await detail(invoice.id)).credit_notes).toEqual([
      { id: note.id, code: note.code, issued_at: note.issued_at, total: note.total },
    ]);

    // Cleared by the app's fake Fatoora (ADR 0062), the stored note downloads as a valid UBL credit note (381)
    // naming the invoice and the reason.
    await t.app.einvoicingClearance.clearPending();
    expect((await detail(note.id)).clearance.status).toBe('cleared');
    const xml = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${note.id}/xml`,
      headers: { authorization: `Bearer ${owner.token}`, lang: 'en' },
    });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(await ublSchemaErrors(xml.body)).toEqual([]);
    expect(ublRuleViolations(xml.body)).toEqual([]);
    const doc = parseXml(xml.body);
    expect(text(doc, 'cbc:InvoiceTypeCode')).toBe('381');
    expect(text(doc, 'cbc:ID')).toBe(note.code);
    expect(text(doc, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(invoice.code);
    expect(text(doc, 'cac:PaymentMeans/cbc:InstructionNote')).toBe('Branch closed that day');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${note.id}/pdf`,
      headers: { authorization: `Bearer ${owner.token}`, lang: 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The refund's ledger entry names the credit note and links it.
    const entries = await call(t.app, 'GET', '/api/v1/company/wallets/walletTransaction?perPage=5', {
      token: owner.token,
      headers: { lang: 'en' },
    });
    const refund = (entries.body.data.items as { description: string; invoice_id: string | null }[]).find((entry) =>
      entry.description.includes(note.code),
    );
    expect(refund).toMatchObject({ invoice_id: note.id, description: expect.stringMatching(/^Refund of order/) });

    // The export lists it with its type and credited (negative) total.
    const csv = await t.app.inject({
      method: 'GET',
      url: `${BASE}/export?format=csv`,
      headers: { authorization: `Bearer ${owner.token}`, lang: 'en' },
    });
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split(/\r?\n/).find((line) => line.includes(note.code));
    expect(row).toContain('Credit note');
    expect(row).toContain(`-${(note.total / 100).toFixed(2)}`);
  }, 90_000); // Renders a PDF: seconds alone, many more on the shared machine.

  it('issues none when nothing was invoiced (a cash order cancelled before paying)', async () => {
    const notes = (await listed()).filter((item) => item.document_type === 'credit_note').length;
    const count = (await listed()).length;
    const order = await newOrder('cash');
    expect((await listed()).length).toBe(count);
    expect((await cancel(order.id, 'Not needed')).statusCode).toBe(200);
    expect((await listed()).filter((item) => item.document_type === 'credit_note')).toHaveLength(notes);
  });
});

describe('crediting part of an invoice', () => {
  it('credits only the part, VAT at the rate inside it, and never more than the invoice held', async () => {
    await newOrder('wallet');
    const [item] = await listed();
    const invoice = await detail(item!.id);
    const scope = companyScope(t.database.db, { companyId: owner.companyId, membershipId: null });
    const credit = (amount: number) =>
      scope.transaction((tx) =>
        creditInvoice(tx, { invoiceId: invoice.id, amount, reason: 'Price lowered', now: new Date(t.clock.time) }),
      );

    const part = await credit(5_000);
    const partNote = await detail(part!.id);
    expect(partNote).toMatchObject({ total: 5_000, vat: 652, subtotal: 4_348, discount: 0 });
    expect(partNote.lines).toHaveLength(1);
    await t.app.einvoicingClearance.clearPending();
    const xml = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${part!.id}/xml`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(await ublSchemaErrors(xml.body)).toEqual([]);
    expect(ublRuleViolations(xml.body)).toEqual([]);

    // Asking for more than is left credits what is left; then nothing is.
    const rest = await credit(invoice.total);
    expect((await detail(rest!.id)).total).toBe(invoice.total - 5_000);
    expect(await credit(1)).toBeNull();
    const notes = (await detail(invoice.id)).credit_notes;
    expect(notes.reduce((sum, note) => sum + note.total, 0)).toBe(invoice.total);

    // A credit note is not credited in turn.
    expect(
      await scope.transaction((tx) =>
        creditInvoice(tx, { invoiceId: part!.id, amount: 100, reason: 'x', now: new Date(t.clock.time) }),
      ),
    ).toBeNull();
  });

  it('finds the net whose VAT at 15 % adds up to the amount', () => {
    expect(vatInside(17_854, 1500)).toBe(2_329);
    expect(vatInside(5_000, 1500)).toBe(652);
    expect(vatInside(1_000, 0)).toBe(0);
    for (const amount of [1, 115, 999, 12_345]) {
      const vat = vatInside(amount, 1500);
      expect(Math.abs(vat - Math.round(((amount - vat) * 15) / 100))).toBeLessThanOrEqual(1);
    }
  });
});
