import type { PaymentMethod } from '@portal/contract';

// What a UBL document states (issue 31.3, ADR 0056), independent of where it comes from: an issued invoice
// (`ubl-from-invoice.ts`), or the credit and debit notes of issue 31.6. Amounts in integer halalas, as stored.

/** ZATCA's document types (UN/CEFACT 1001 subset): all three use the UBL Invoice root. */
export const UBL_TYPE_CODES = { invoice: '388', credit_note: '381', debit_note: '383' } as const;
type UblDocumentType = keyof typeof UBL_TYPE_CODES;

/** KSA-2: standard tax invoice ("01"), not third party, nominal, export, summary or self-billed. */
export const STANDARD_TRANSACTION_CODE = '0100000';

interface UblAddress {
  street: string;
  buildingNumber: string;
  /** The national address's additional number (ZATCA reads it from PlotIdentification). */
  additionalNumber: string | null;
  district: string;
  city: string;
  postalCode: string;
}

export interface UblParty {
  name: string;
  /** 15 digits, first and last 3 (BR-KSA-40, BR-KSA-44). */
  vatNumber: string | null;
  /** Commercial registration: the seller's identification (BR-KSA-08), the buyer's when it has no VAT number. */
  crNumber: string | null;
  address: UblAddress;
}

export interface UblLine {
  position: number;
  name: string;
  quantity: number;
  /** Halalas, before VAT. */
  unitPrice: number;
  /** Halalas of VAT the line was charged: 0 means not subject to VAT (a recharge, the cost of credit). */
  vat: number;
}

export interface UblDocument {
  type: UblDocumentType;
  /** The document's number (BT-1), e.g. INV-2026-000123. */
  code: string;
  uuid: string;
  icv: number;
  /** PIH: base64 SHA-256 of the unit's previous document. */
  previousHash: string;
  issuedAt: Date;
  /** KSA-5; the issue date when the supply and the invoice are the same day. */
  suppliedAt?: Date;
  seller: UblParty;
  buyer: UblParty;
  lines: UblLine[];
  /** Document-level discount (halalas, before VAT). */
  discount: number;
  /** The VAT and the total with VAT the document was issued with: the XML must state the same. */
  vat: number;
  total: number;
  paymentMethod: PaymentMethod | null;
  /** Credit and debit notes: the code of the invoice they correct (BT-25, BR-KSA-56) and why (KSA-10, BR-KSA-17). */
  correction?: { invoiceCode: string; reason: string };
}

/** UNTDID 4461 payment means (BR-KSA-16); the wallet and credit line are "mutually defined" (ZZZ). */
export const PAYMENT_MEANS: Record<PaymentMethod, string> = {
  cash: '10',
  transfer: '30',
  credit_card: '48',
  wallet: 'ZZZ',
};
