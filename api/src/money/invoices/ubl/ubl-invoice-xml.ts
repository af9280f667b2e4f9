import { documentAllowance, invoiceLines, monetaryTotal, taxTotals } from './ubl-amount-parts';
import { PAYMENT_MEANS, STANDARD_TRANSACTION_CODE, UBL_TYPE_CODES, type UblDocument } from './ubl-document';
import { customerParty, supplierParty } from './ubl-parties';
import { leaf, node, raw, renderDocument } from './xml-text';

// A ZATCA standard tax invoice, credit note or debit note as UBL 2.1 XML (issue 31.3, ADR 0056). ZATCA uses the
// UBL Invoice root for all three; the type code (388/381/383) and its name (KSA-2, "0100000": standard) tell them
// apart, and a note names the invoice it corrects (BillingReference) and why (PaymentMeans InstructionNote).
//
// THE STAMP'S INSERTION POINT (issue 31.4): without `stamp` the document is unsigned — no UBLExtensions, no
// cac:Signature, and the QR reference (KSA-14) present with an empty value. The stamp passes the serialised
// <ext:UBLExtensions> (the XAdES signature, declaring its own namespaces), and the phase-2 QR (base64 TLV): they
// go first in the document, in the QR reference, and as the cac:Signature ZATCA expects (BR-KSA-28..30). ZATCA's
// invoice hash leaves exactly these three parts out, so the document hashed is the same with or without them.

export interface UblStamp {
  /** The whole <ext:UBLExtensions> element, already serialised. */
  extensions: string;
  /** Base64 of the QR's TLV (tags 1–9). */
  qr: string;
}

const NAMESPACES = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

const SIGNATURE_ID = 'urn:oasis:names:specification:ubl:signature:Invoice';
const SIGNATURE_METHOD = 'urn:oasis:names:specification:ubl:dsig:enveloped:xades';

/** Riyadh is UTC+3 all year: the issue date and time are written in local time (BR-KSA-70: hh:mm:ss). */
function riyadh(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 3 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

function attachment(id: string, value: string) {
  return node('cac:AdditionalDocumentReference', [
    leaf('cbc:ID', id),
    node('cac:Attachment', [leaf('cbc:EmbeddedDocumentBinaryObject', value, { mimeCode: 'text/plain' })]),
  ]);
}

function references(document: UblDocument, stamp: UblStamp | undefined) {
  return [
    document.correction &&
      node('cac:BillingReference', [
        node('cac:InvoiceDocumentReference', [leaf('cbc:ID', document.correction.invoiceCode)]),
      ]),
    node('cac:AdditionalDocumentReference', [leaf('cbc:ID', 'ICV'), leaf('cbc:UUID', String(document.icv))]),
    attachment('PIH', document.previousHash),
    attachment('QR', stamp?.qr ?? ''),
    stamp && node('cac:Signature', [leaf('cbc:ID', SIGNATURE_ID), leaf('cbc:SignatureMethod', SIGNATURE_METHOD)]),
  ];
}

function paymentMeans(document: UblDocument) {
  return node('cac:PaymentMeans', [
    // The portal's invoices are paid in one of its methods; an unpaid one's means is not yet known ("1").
    leaf('cbc:PaymentMeansCode', document.paymentMethod ? PAYMENT_MEANS[document.paymentMethod] : '1'),
    document.correction && leaf('cbc:InstructionNote', document.correction.reason),
  ]);
}

export function ublInvoiceXml(document: UblDocument, stamp?: UblStamp): string {
  if ((document.type !== 'invoice') !== Boolean(document.correction))
    throw new Error(`${document.code}: a credit or debit note, and only one, names the invoice it corrects`);
  const issued = riyadh(document.issuedAt);
  return renderDocument(
    node(
      'Invoice',
      [
        stamp && raw(stamp.extensions),
        leaf('cbc:ProfileID', 'reporting:1.0'),
        leaf('cbc:ID', document.code),
        leaf('cbc:UUID', document.uuid),
        leaf('cbc:IssueDate', issued.date),
        leaf('cbc:IssueTime', issued.time),
        leaf('cbc:InvoiceTypeCode', UBL_TYPE_CODES[document.type], { name: STANDARD_TRANSACTION_CODE }),
        leaf('cbc:DocumentCurrencyCode', 'SAR'),
        leaf('cbc:TaxCurrencyCode', 'SAR'),
        references(document, stamp),
        supplierParty(document.seller),
        customerParty(document.buyer),
        node('cac:Delivery', [leaf('cbc:ActualDeliveryDate', riyadh(document.suppliedAt ?? document.issuedAt).date)]),
        paymentMeans(document),
        documentAllowance(document),
        taxTotals(document),
        monetaryTotal(document),
        invoiceLines(document),
      ],
      NAMESPACES,
    ),
  );
}
