import { sign } from 'node:crypto';
import { qrInvoiceValues } from './invoice-values';
import { phaseTwoQrBase64 } from './phase-two-qr';
import { qrAndSignatureXml, ublExtensionsXml } from './signature-block';
import { signedPropertiesDigest } from './signed-properties';
import { certificateFacts, type StampIdentity } from './stamp-identity';
import { NS } from './ubl-namespaces';
import { invoiceDigest, isSignaturePart } from './xml-invoice-hash';
import { childElements, parseXml, type XmlElement, XmlInputError } from './xml-tree';

// The cryptographic stamp of ZATCA phase 2 on an unsigned UBL 2.1 invoice, credit or debit note, as ZATCA's SDK
// applies it (-sign): hash the document without its signature parts, sign the hash with the unit's secp256k1 key,
// write the XAdES signature into ext:UBLExtensions, the cac:Signature and the phase-2 QR. The rest of the document
// is left exactly as given, so the signed document hashes to the same value (see xml-invoice-hash.ts).

export interface StampedInvoice {
  /** The signed document. */
  xml: string;
  /** base64 SHA-256 of the canonical document without its signature parts (the PIH of the unit's next invoice). */
  invoiceHash: string;
  /** base64 DER ECDSA-secp256k1 signature of the invoice hash. */
  signatureValue: string;
  /** The phase-2 QR (base64 TLV, tags 1–9). */
  qr: string;
  simplified: boolean;
}

/** ZATCA's SDK signs the hash's 32 bytes with SHA256withECDSA; so the signature covers SHA-256 of the digest. */
function signInvoiceDigest(digest: Buffer, identity: StampIdentity): string {
  return sign('sha256', digest, identity.privateKey).toString('base64');
}

/** xades:SigningTime: UTC to the second. */
const signingTimeOf = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Declarations for `prefixes` that the root does not make with the UBL namespaces. */
function missingDeclarations(root: XmlElement, prefixes: readonly ('ext' | 'cac' | 'cbc')[]): string {
  return prefixes
    .filter((prefix) => root.declared[prefix] !== NS[prefix])
    .map((prefix) => ` xmlns:${prefix}="${NS[prefix]}"`)
    .join('');
}

export function stampInvoice(unsignedXml: string, identity: StampIdentity, signedAt: Date): StampedInvoice {
  const document = parseXml(unsignedXml);
  const { root } = document;
  const signed = (function find(element: XmlElement): boolean {
    return childElements(element).some((child) => isSignaturePart(child) || find(child));
  })(root);
  if (signed) throw new XmlInputError('The invoice XML already has a signature, a cac:Signature or a QR');
  const supplier = childElements(root).find((c) => c.uri === NS.cac && c.local === 'AccountingSupplierParty');
  if (!supplier) throw new XmlInputError('The invoice XML lacks cac:AccountingSupplierParty');

  const digest = invoiceDigest(document);
  const invoiceHash = digest.toString('base64');
  const signatureValue = signInvoiceDigest(digest, identity);
  const certificate = certificateFacts(identity.certificate);
  const signedProperties = { signingTime: signingTimeOf(signedAt), certificate };
  const { simplified, ...values } = qrInvoiceValues(document);
  const qr = phaseTwoQrBase64({
    ...values,
    invoiceHash,
    signatureValue,
    publicKey: certificate.publicKey,
    certificateSignature: certificate.signature,
  });
  const extensions = ublExtensionsXml({
    ...signedProperties,
    invoiceHash,
    signedPropertiesDigest: signedPropertiesDigest(signedProperties),
    signatureValue,
    certificateBase64: certificate.base64,
    extraNamespaces: missingDeclarations(root, ['ext', 'cbc']),
  });
  // Inserted without white space around them: the hash keeps the text between elements (xml-invoice-hash.ts).
  const xml = [
    unsignedXml.slice(0, root.startTagEnd),
    extensions,
    unsignedXml.slice(root.startTagEnd, supplier.start),
    qrAndSignatureXml(qr, missingDeclarations(root, ['cac', 'cbc'])),
    unsignedXml.slice(supplier.start),
  ].join('');
  return { xml, invoiceHash, signatureValue, qr, simplified };
}
