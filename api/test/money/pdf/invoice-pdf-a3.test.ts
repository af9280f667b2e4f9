import { type InvoiceDetail, invoiceDetailSchema } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePhaseTwoQr } from '../../../src/money/invoices/stamp/phase-two-qr';
import { companyOwner } from '../../company/account-helpers';
import { orderBody, postOrder, serviceIds } from '../../fulfilment/order-helpers';
import { operation } from '../../fulfilment/orders-operations-helpers';
import { branchIn } from '../../sales/package-helpers';
import { call, useTestApp } from '../../support/harness';
import { cardRecharge } from '../money-helpers';
import { parseXml, text } from '../ubl/xml-tree';
import { drawnQrText, readPdf } from './pdf-reading';

// Issue 31.7 on the real API and database (ADR 0068): once cleared by the app's fake Fatoora, an invoice's and a
// credit note's PDF is a PDF/A-3b file that carries the XML download byte for byte as its associated file, and
// draws the phase-2 QR of that stamped document (tags 1–9), which the invoice page shows too.

const BASE = '/api/v1/company/invoices/invoice';
const QR_SIZE = 118; // invoice-pdf.ts
const t = useTestApp();
let owner: Awaited<ReturnType<typeof companyOwner>>;

const detail = async (id: string): Promise<InvoiceDetail> =>
  v.parse(invoiceDetailSchema, (await call(t.app, 'GET', `${BASE}/${id}`, { token: owner.token })).body.data);
const download = async (id: string, kind: 'pdf' | 'xml') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${BASE}/${id}/${kind}`,
    headers: { authorization: `Bearer ${owner.token}`, lang: 'en' },
  });
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  return answer.rawPayload;
};
const listed = async () =>
  (await call(t.app, 'GET', `${BASE}?perPage=50`, { token: owner.token })).body.data.items as {
    id: string;
    document_type: string;
  }[];

/** What every cleared document's PDF must hold: PDF/A-3b, the XML download inside, the stamped QR drawn. */
async function expectPdfA3WithItsXml(id: string) {
  const invoice = await detail(id);
  expect(invoice.clearance.status).toBe('cleared');
  const xml = await download(id, 'xml');
  const pdf = await readPdf(await download(id, 'pdf'));

  expect(pdf.version).toBe('%PDF-1.7');
  expect(pdf.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
  expect(pdf.xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
  expect(pdf.outputIntents).toEqual(['GTS_PDFA1']);
  expect(pdf.associatedFiles.map(({ bytes, ...file }) => file)).toEqual([
    { name: `${invoice.code}.xml`, relationship: 'Source', mime: 'text/xml' },
  ]);
  expect(pdf.associatedFiles[0]?.bytes.equals(xml)).toBe(true);
  expect(pdf.embeddedNames).toEqual([`${invoice.code}.xml`]);

  // The QR is the one inside the stamped document: nine tags, the seller's, with the document's hash and key.
  const qrReference = parseXml(xml.toString('utf8'))
    .children.filter((child) => child.name === 'cac:AdditionalDocumentReference')
    .find((reference) => text(reference, 'cbc:ID') === 'QR');
  expect(invoice.qr).toBe(qrReference && text(qrReference, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject'));
  const fields = decodePhaseTwoQr(invoice.qr);
  expect(fields.vatNumber).toBe(invoice.seller.vat_number);
  expect(Buffer.from(fields.invoiceHash, 'base64')).toHaveLength(32);
  expect(xml.toString('utf8')).toContain(fields.invoiceHash);
  expect(drawnQrText(pdf.pageContents[0] ?? '', QR_SIZE)).toBe(invoice.qr);
  return invoice;
}

beforeAll(async () => {
  owner = await companyOwner(t, 'PDF A3 Facilities');
  await cardRecharge(t, owner.token, 1_000_000, 'success');
});

describe('the PDF of a cleared document (PDF/A-3b)', () => {
  it('embeds the cleared invoice XML and draws its phase-2 QR; a credit note’s likewise', async () => {
    const branch = await branchIn(t, owner.companyId, 'Olaya PDF');
    const plumbing = (await serviceIds(t, owner.token))('plumbing');
    const order = await postOrder(
      t.app,
      owner.token,
      orderBody(plumbing, { branch_id: branch, payment_method: 'wallet' }),
    );
    expect(order.statusCode, JSON.stringify(order.body)).toBe(201);
    const cancelled = await operation(t, owner.token, 'updateStatus', {
      order_id: order.body.data.order.id,
      status: 'canceled',
      reason: 'Branch closed that day',
    });
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    await t.app.einvoicingClearance.clearPending();

    const [note, invoice] = await listed();
    expect([note?.document_type, invoice?.document_type]).toEqual(['credit_note', 'invoice']);
    await expectPdfA3WithItsXml(invoice?.id ?? '');
    const credit = await expectPdfA3WithItsXml(note?.id ?? '');
    expect(credit.credits?.reason).toBe('Branch closed that day');
  }, 120_000); // Renders four PDFs: seconds alone, many more on the shared machine.
});
