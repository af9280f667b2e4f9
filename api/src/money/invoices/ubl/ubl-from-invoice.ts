import type { InvoiceDetail, PaymentMethod } from '@portal/contract';
import { AppError } from '../../../platform/http/app-error';
import type { UblDocument } from './ubl-document';

// An issued invoice as a UBL document (ADR 0056): everything comes from what the invoice copied when it was issued
// (seller and buyer, lines, totals, its place in the seller sequence), so the XML is the same whenever it is built.
// The seller's registered (Arabic) name and address are printed, as ZATCA's QR reads them; the buyer's address as
// the company wrote it.

/**
 * Invoices issued before the seller sequence (no ICV or PIH) or before the addresses were copied are phase-1
 * documents: they have no standard-invoice XML (409).
 */
export function ublOfInvoice(invoice: InvoiceDetail, paymentMethod: PaymentMethod | null): UblDocument {
  const { chain, seller, buyer } = invoice;
  if (!chain || !seller.address || !buyer.address) throw new AppError(409, 'einvoicing.no_xml');
  return {
    type: invoice.document_type,
    code: invoice.code,
    uuid: chain.uuid,
    icv: chain.icv,
    previousHash: chain.previous_hash,
    issuedAt: new Date(invoice.issued_at),
    seller: {
      name: seller.name.ar,
      vatNumber: seller.vat_number,
      crNumber: seller.cr_number,
      address: {
        street: seller.address.street.ar,
        buildingNumber: seller.address.building_number,
        additionalNumber: seller.address.additional_number ?? null,
        district: seller.address.district.ar,
        city: seller.address.city.ar,
        postalCode: seller.address.postal_code,
      },
    },
    buyer: {
      name: buyer.name.ar,
      vatNumber: buyer.vat_number,
      crNumber: buyer.cr_number,
      address: {
        street: buyer.address.street,
        buildingNumber: buyer.address.building_number,
        // A national address saved without the optional additional number has no key at all (not null).
        additionalNumber: buyer.address.additional_number ?? null,
        district: buyer.address.district,
        city: buyer.address.city,
        postalCode: buyer.address.postal_code,
      },
    },
    lines: invoice.lines.map((line, at) => ({
      position: at + 1,
      name: line.description.ar,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      vat: line.vat,
    })),
    discount: invoice.discount,
    vat: invoice.vat,
    total: invoice.total,
    // A credit note gives the money back to the company's wallet (ADR 0061), and names what it corrects.
    paymentMethod: invoice.credits ? 'wallet' : paymentMethod,
    ...(invoice.credits && { correction: { invoiceCode: invoice.credits.code, reason: invoice.credits.reason } }),
  };
}
