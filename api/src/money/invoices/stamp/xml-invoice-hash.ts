import { createHash } from 'node:crypto';
import { canonicalXml } from './canonical-xml';
import { NS } from './ubl-namespaces';
import { findPath, textOf, type XmlDocument, type XmlElement } from './xml-tree';

// ZATCA's invoice hash (XML Implementation Standard, Security Features §3; the SDK's -generateHash): the document
// without ext:UBLExtensions, cac:Signature and the cac:AdditionalDocumentReference whose cbc:ID is "QR" (the three
// XPath transforms of the signature's first reference), canonicalised with C14N 1.1, SHA-256, base64 of the raw
// digest. The signature parts are removed whole; the white space around them stays, so whatever the signer inserts
// must come without white space of its own around it, or the hash of the signed document would differ.

function isQrReference(element: XmlElement): boolean {
  if (element.uri !== NS.cac || element.local !== 'AdditionalDocumentReference') return false;
  const id = findPath(element, [[NS.cbc, 'ID']]);
  return id !== undefined && textOf(id).trim() === 'QR';
}

/** The parts of the document that the hash (and so the signature) does not cover. */
export function isSignaturePart(element: XmlElement): boolean {
  return (
    (element.uri === NS.ext && element.local === 'UBLExtensions') ||
    (element.uri === NS.cac && element.local === 'Signature') ||
    isQrReference(element)
  );
}

/** The raw SHA-256 digest of the hashed text (what the ECDSA signature signs). */
export function invoiceDigest(document: XmlDocument): Buffer {
  return createHash('sha256').update(canonicalXml(document, isSignaturePart), 'utf8').digest();
}

/** The invoice hash as ZATCA writes it (ds:DigestValue, QR tag 6, the next invoice's PIH): base64 of the digest. */
export function xmlInvoiceHash(document: XmlDocument): string {
  return invoiceDigest(document).toString('base64');
}
