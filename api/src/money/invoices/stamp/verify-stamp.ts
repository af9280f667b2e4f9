import { verify, X509Certificate } from 'node:crypto';
import { signedPropertiesDigest } from './signed-properties';
import { certificateFacts } from './stamp-identity';
import { NS } from './ubl-namespaces';
import { invoiceDigest } from './xml-invoice-hash';
import { childElements, parseXml, textOf, type XmlElement } from './xml-tree';

// Checks a stamped document the way ZATCA's validator does for the parts this module writes: the document's hash
// against the signature's first reference, the ECDSA signature against the embedded certificate's key, and the
// signed properties' and certificate's digests. It proves nothing about who issued the certificate (ZATCA's CA
// chain is ZATCA's check); a tampered document, signature or certificate fails here.

export interface StampCheck {
  /** The hash the document has now. */
  invoiceHash: string;
  /** Every failed check, by name; empty when the stamp holds. */
  failures: string[];
}

function descendants(element: XmlElement, uri: string, local: string): XmlElement[] {
  return childElements(element).flatMap((child) => [
    ...(child.uri === uri && child.local === local ? [child] : []),
    ...descendants(child, uri, local),
  ]);
}

export function verifyStamp(xml: string): StampCheck {
  const document = parseXml(xml);
  const text = (uri: string, local: string, index = 0) => {
    const element = descendants(document.root, uri, local)[index];
    return element ? textOf(element).trim() : '';
  };
  const digest = invoiceDigest(document);
  const invoiceHash = digest.toString('base64');
  const failures: string[] = [];
  // DigestValues in document order: the invoice reference, the signed properties reference, the certificate digest.
  if (text(NS.ds, 'DigestValue', 0) !== invoiceHash) failures.push('invoice-hash');
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(text(NS.ds, 'X509Certificate'), 'base64'));
  } catch {
    return { invoiceHash, failures: [...failures, 'certificate'] };
  }
  const signature = Buffer.from(text(NS.ds, 'SignatureValue'), 'base64');
  if (!verify('sha256', digest, certificate.publicKey, signature)) failures.push('signature');
  const facts = certificateFacts(certificate);
  if (text(NS.ds, 'DigestValue', 2) !== facts.digest) failures.push('certificate-digest');
  const signedProperties = {
    signingTime: text(NS.xades, 'SigningTime'),
    certificate: {
      digest: text(NS.ds, 'DigestValue', 2),
      issuerName: text(NS.ds, 'X509IssuerName'),
      serialNumber: text(NS.ds, 'X509SerialNumber'),
    },
  };
  if (text(NS.ds, 'DigestValue', 1) !== signedPropertiesDigest(signedProperties)) failures.push('signed-properties');
  if (signedProperties.certificate.issuerName !== facts.issuerName) failures.push('certificate-issuer');
  if (signedProperties.certificate.serialNumber !== facts.serialNumber) failures.push('certificate-serial');
  return { invoiceHash, failures };
}
