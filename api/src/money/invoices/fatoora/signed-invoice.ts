import type { InvoiceDetail, PaymentMethod } from '@portal/contract';
import type { StampIdentity } from '../stamp/stamp-identity';
import { type StampedInvoice, stampInvoice } from '../stamp/stamp-invoice';
import { ublOfInvoice } from '../ubl/ubl-from-invoice';
import { ublInvoiceXml } from '../ubl/ubl-invoice-xml';
import type { FatooraSubmission } from './fatoora-adapter';

// The invoice as Fatoora receives it: the UBL document of the stored invoice (ADR 0056), stamped by the unit
// (ADR 0057). The builder writes the QR reference empty for an unsigned document; the stamp writes its own QR and
// refuses a document that has one, so the empty reference goes first (the hash does not cover it either way).

const EMPTY_QR_REFERENCE =
  /\s*<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject mimeCode="text\/plain"\s*(?:\/>|><\/cbc:EmbeddedDocumentBinaryObject>)\s*<\/cac:Attachment>\s*<\/cac:AdditionalDocumentReference>/;

function unsignedInvoiceXml(invoice: InvoiceDetail, method: PaymentMethod | null): string {
  const xml = ublInvoiceXml(ublOfInvoice(invoice, method));
  if (!EMPTY_QR_REFERENCE.test(xml)) throw new Error('the UBL builder no longer writes the empty QR reference');
  return xml.replace(EMPTY_QR_REFERENCE, '');
}

export interface SignedInvoice extends FatooraSubmission, Pick<StampedInvoice, 'simplified' | 'qr'> {}

export function signedInvoice(
  invoice: InvoiceDetail,
  method: PaymentMethod | null,
  identity: StampIdentity,
  signedAt: Date,
): SignedInvoice {
  const stamped = stampInvoice(unsignedInvoiceXml(invoice, method), identity, signedAt);
  return {
    xml: stamped.xml,
    invoiceHash: stamped.invoiceHash,
    uuid: invoice.id,
    simplified: stamped.simplified,
    qr: stamped.qr,
  };
}
