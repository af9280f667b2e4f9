import { createHash } from 'node:crypto';

// The hash of an invoice document (issue 31.1, ADR 0054): base64 of the SHA-256 of its canonical serialisation,
// the value the next invoice of the unit carries as its PIH. Until the UBL XML exists (issue 31.3) the document is
// a canonical JSON of everything the invoice states: object keys sorted at every level, no white space, UTF-8,
// amounts in integer halalas, times in ISO 8601 UTC. Item 3 replaces this serialisation by the canonicalised XML
// (C14N 1.1 without the signature parts) without changing the chain's mechanics; invoices already hashed keep
// their stored hashes, which is what their successors' PIH point at.

/** JSON with object keys sorted at every level and no white space: one text per value (plain data only). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (value === undefined || typeof value === 'function' || typeof value === 'bigint')
      throw new Error(`canonicalJson: ${typeof value} has no JSON form`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`;
}

export interface HashedInvoiceDocument {
  uuid: string;
  icv: number;
  number: number;
  code: string;
  kind: string;
  issued_at: string;
  previous_hash: string;
  seller: object;
  buyer: object;
  lines: readonly object[];
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
  currency: 'SAR';
  /** A credit note only (ADR 0061): absent on an invoice, so invoices hash as before. */
  document_type?: 'credit_note';
  billing_reference?: string;
  credit_reason?: string;
}

export function invoiceHash(document: HashedInvoiceDocument): string {
  const text = canonicalJson(document);
  return createHash('sha256').update(text, 'utf8').digest('base64');
}
