import { NS } from '../../stamp/ubl-namespaces';
import { verifyStamp } from '../../stamp/verify-stamp';
import { findPath, parseXml, textOf } from '../../stamp/xml-tree';
import type { FatooraMessage } from '../fatoora-adapter';

// What the fake Fatoora checks in a submitted document, as ZATCA's validator would before anything else: the body's
// fields, the base64 XML, its UUID and invoice hash against the body, the stamp (signature, signed properties,
// certificate digest), and the invoice type the endpoint takes. Each failure is a message in ZATCA's shape.

const error = (code: string, message: string, category = 'XSD_SCHEMA_ERROR'): FatooraMessage => ({
  type: 'ERROR',
  code,
  category,
  message,
  status: 'ERROR',
});

export interface CheckedDocument {
  errors: FatooraMessage[];
  xml: string | null;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** `kind`: which invoice type the endpoint takes (clearance: standard, reporting: simplified, compliance: either). */
export function checkSubmittedDocument(body: unknown, kind: 'standard' | 'simplified' | 'either'): CheckedDocument {
  const fields = (body ?? {}) as Record<string, unknown>;
  const { invoice, invoiceHash, uuid } = fields;
  if (typeof invoice !== 'string' || typeof invoiceHash !== 'string' || typeof uuid !== 'string')
    return { errors: [error('invalid-request', 'invoice, invoiceHash and uuid are required strings')], xml: null };
  if (!BASE64.test(invoice)) return { errors: [error('invalid-invoice', 'invoice is not base64')], xml: null };
  const xml = Buffer.from(invoice, 'base64').toString('utf8');
  let document: ReturnType<typeof parseXml>;
  try {
    document = parseXml(xml);
  } catch (failure) {
    return { errors: [error('invalid-xml', `invoice is not well-formed XML: ${(failure as Error).message}`)], xml };
  }
  const errors: FatooraMessage[] = [];
  const text = (name: string) => {
    const element = findPath(document.root, [[NS.cbc, name]]);
    return element ? textOf(element).trim() : '';
  };
  if (text('UUID') !== uuid) errors.push(error('uuid-mismatch', 'uuid differs from the cbc:UUID of the invoice'));
  const stamp = verifyStamp(xml);
  if (stamp.invoiceHash !== invoiceHash)
    errors.push(
      error(
        'invoiceHash_QRCODE_INVALID',
        'invoiceHash is not the SHA-256 of the canonical invoice',
        'INVOICE_HASHING_ERRORS',
      ),
    );
  for (const failure of stamp.failures)
    errors.push(error(`signature-${failure}`, `The stamp does not verify: ${failure}`, 'SIGNATURE_ERRORS'));
  const typeCode = findPath(document.root, [[NS.cbc, 'InvoiceTypeCode']]);
  const typeName = typeCode?.attributes.find((a) => a.local === 'name' && a.uri === '')?.value ?? '';
  const simplified = typeName.startsWith('02');
  if (kind !== 'either' && simplified !== (kind === 'simplified'))
    errors.push(
      error(
        'invoice-type',
        kind === 'standard' ? 'Only standard invoices are cleared' : 'Only simplified invoices are reported',
        'KSA_RULES',
      ),
    );
  return { errors, xml };
}
