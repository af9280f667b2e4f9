import { type InvoiceDetail, invoiceDetailSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ublOfInvoice } from '../../../src/money/invoices/ubl/ubl-from-invoice';
import { companyOwner, memberWith } from '../../company/account-helpers';
import { orderBody, orderDetails, postOrder, serviceIds } from '../../fulfilment/order-helpers';
import { operation } from '../../fulfilment/orders-operations-helpers';
import { branchIn, publishedBuy, publishedPackages } from '../../sales/package-helpers';
import { call, useTestApp } from '../../support/harness';
import { cardRecharge, newKey, walletOf } from '../money-helpers';
import { ublRuleViolations } from './ubl-rules';
import { ublSchemaErrors } from './ubl-schema';
import { all, parseXml, text } from './xml-tree';

// Issue 31.3 on the real API and database: invoices issued by the real flows (a card recharge, an order paid from
// the wallet with a coupon, a package bought from the wallet) downloaded as UBL 2.1 XML through
// GET company/invoices/invoice/:id/xml, each valid against the UBL 2.1 schema and ZATCA's local rules and stating
// what the invoice states; a cancelled order's stored credit note (issue 31.6); the route's rule (print) and
// company scope.

const BASE = '/api/v1/company/invoices/invoice';
let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
const invoiceIds: Record<'recharge' | 'order' | 'package', string> = { recharge: '', order: '', package: '' };
let orderId = '';

const download = (id: string, token = owner.token) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${id}/xml`, headers: { authorization: `Bearer ${token}`, lang: 'en' } });
const detail = async (id: string): Promise<InvoiceDetail> =>
  v.parse(invoiceDetailSchema, (await call(t.app, 'GET', `${BASE}/${id}`, { token: owner.token })).body.data);

async function checkedXml(id: string) {
  const answer = await download(id);
  expect(answer.statusCode, answer.body).toBe(200);
  const xml = answer.body;
  expect(await ublSchemaErrors(xml)).toEqual([]);
  expect(ublRuleViolations(xml)).toEqual([]);
  return { answer, xml, doc: parseXml(xml) };
}

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'XML Facilities');
  other = await companyOwner(t, 'Other XML Co');
  await cardRecharge(t, owner.token, 1_000_000, 'success');
  const branch = await branchIn(t, owner.companyId, 'Olaya XML');
  const id = await serviceIds(t, owner.token);
  const order = await postOrder(
    t.app,
    owner.token,
    orderBody(id('plumbing'), { branch_id: branch, payment_method: 'wallet', coupon: 'WELCOME10' }),
  );
  expect(order.statusCode, JSON.stringify(order.body)).toBe(201);
  orderId = order.body.data.order.id;
  const bought = await call(t.app, 'POST', '/api/v1/company/package/buy', {
    token: owner.token,
    body: publishedBuy((await publishedPackages(t, owner.token))('cleaning_hours_40').id, 'wallet', {
      branch_ids: [branch],
    }),
    headers: { lang: 'en', 'idempotency-key': newKey() },
  });
  expect(bought.statusCode, JSON.stringify(bought.body)).toBe(201);
  const list = await call(t.app, 'GET', `${BASE}?perPage=10`, { token: owner.token });
  for (const item of list.body.data.items as { id: string; kind: keyof typeof invoiceIds }[])
    invoiceIds[item.kind] = item.id;
  expect(Object.values(invoiceIds).every(Boolean)).toBe(true);
  expect((await orderDetails(t, owner.token, order.body.data.order.reference)).body.data.invoice_ids).toEqual([
    invoiceIds.order,
  ]);
  // Cleared by the app's fake Fatoora (ADR 0062): the download is the signed document as cleared.
  await t.app.einvoicingClearance.clearPending();
});

describe('GET company/invoices/invoice/:id/xml', () => {
  it('answers the order invoice (a coupon: a document discount) as UBL 2.1 XML stating the invoice', async () => {
    const invoice = await detail(invoiceIds.order);
    const { answer, doc } = await checkedXml(invoiceIds.order);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain(`filename="${invoice.code}.xml"`);
    expect(text(doc, 'cbc:ID')).toBe(invoice.code);
    expect(text(doc, 'cbc:UUID')).toBe(invoice.id);
    expect(text(doc, 'cbc:InvoiceTypeCode')).toBe('388');
    const icv = all(doc, 'cac:AdditionalDocumentReference').find((reference) => text(reference, 'cbc:ID') === 'ICV');
    expect(icv && Number(text(icv, 'cbc:UUID'))).toBe(invoice.chain?.icv);
    expect(text(doc, 'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject')).toBe(
      invoice.chain?.previous_hash,
    );
    const party = (side: string, path: string) => text(doc, `cac:Accounting${side}Party/cac:Party/${path}`);
    expect(party('Supplier', 'cac:PartyTaxScheme/cbc:CompanyID')).toBe(invoice.seller.vat_number);
    expect(party('Customer', 'cac:PartyTaxScheme/cbc:CompanyID')).toBe(invoice.buyer.vat_number);
    expect(party('Customer', 'cac:PostalAddress/cbc:PostalZone')).toBe(invoice.buyer.address?.postal_code);
    expect(text(doc, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('ZZZ');
    // The invoice's own figures, in SAR: 17,250 − 1,725 + VAT 2,329 = 17,854 halalas.
    expect(invoice).toMatchObject({ subtotal: 17_250, discount: 1_725, vat: 2_329, total: 17_854 });
    const total = (name: string) => text(doc, `cac:LegalMonetaryTotal/cbc:${name}`);
    expect(
      ['LineExtensionAmount', 'AllowanceTotalAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'PayableAmount'].map(
        total,
      ),
    ).toEqual(['172.50', '17.25', '155.25', '178.54', '178.54']);
    expect(all(doc, 'cac:TaxTotal').map((tax) => text(tax, 'cbc:TaxAmount'))).toEqual(['23.29', '23.29']);
  });

  it('answers the package and the recharge invoices, each valid, with their VAT categories', async () => {
    const categories = async (id: string) => {
      const { doc } = await checkedXml(id);
      return all(doc, 'cac:TaxTotal/cac:TaxSubtotal').map((subtotal) => text(subtotal, 'cac:TaxCategory/cbc:ID'));
    };
    expect(await categories(invoiceIds.package)).toEqual(['S']);
    // A recharge is a prepayment: no VAT, not subject (VATEX-SA-OOS); paid by card (48).
    expect(await categories(invoiceIds.recharge)).toEqual(['O']);
    const { doc } = await checkedXml(invoiceIds.recharge);
    expect(text(doc, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('48');
  });

  it('is the same document each time (built from what the invoice copied when issued)', async () => {
    const first = (await download(invoiceIds.package)).body;
    expect((await download(invoiceIds.package)).body).toBe(first);
  });

  it('needs print b2b_invoices, like the PDF; another company gets 404; a phase-1 invoice has none (409)', async () => {
    const printer = await memberWith(t, owner.companyId, [{ action: 'print', subject: 'b2b_invoices' }]);
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_invoices' }]);
    expect((await download(invoiceIds.order, printer.token)).statusCode).toBe(200);
    expect((await download(invoiceIds.order, reader.token)).statusCode).toBe(403);
    expect((await download(invoiceIds.order, other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/${invoiceIds.order}/xml` })).statusCode).toBe(401);
    expect((await download('not-a-uuid')).statusCode).toBe(422);

    // An invoice numbered before the seller sequence (migration 0037 leaves its chain empty, 0042 never sends it).
    await t.database.db.execute(
      sql`UPDATE invoices SET einvoicing_unit = NULL, icv = NULL, previous_hash = NULL, hash = NULL,
        clearance_status = 'not_required', cleared_xml = NULL WHERE id = ${invoiceIds.recharge}`,
    );
    const old = await download(invoiceIds.recharge);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ status: 409, message: expect.stringMatching(/before e-invoicing phase 2/) });
  });
});

describe('the credit note of a cancelled order (issue 31.6: stored, numbered in the sequence)', () => {
  it('refunds the invoice total and its credit note (381) names the invoice, valid and balanced', async () => {
    const before = (await walletOf(t, owner.token)).balance as number;
    const reason = 'Branch closed that day';
    const cancelled = await operation(t, owner.token, 'updateStatus', {
      order_id: orderId,
      status: 'canceled',
      reason,
    });
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    const invoice = await detail(invoiceIds.order);
    expect((await walletOf(t, owner.token)).balance).toBe(before + invoice.total);

    expect(invoice.credit_notes).toHaveLength(1);
    await t.app.einvoicingClearance.clearPending();
    const { xml, doc } = await checkedXml(invoice.credit_notes[0]!.id);
    expect(ublOfInvoice(await detail(invoice.credit_notes[0]!.id), null).type).toBe('credit_note');
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0100000">381</cbc:InvoiceTypeCode>');
    expect(text(doc, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(invoice.code);
    expect(text(doc, 'cac:PaymentMeans/cbc:InstructionNote')).toBe(reason);
    expect(text(doc, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('178.54');
  });
});
