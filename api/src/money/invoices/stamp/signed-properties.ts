import { createHash } from 'node:crypto';
import { escapeText } from './canonical-xml';
import type { CertificateFacts } from './stamp-identity';
import { NS } from './ubl-namespaces';

// The XAdES signed properties (Security Features §2.3.3): signing time, the certificate's digest, issuer and serial.
// ZATCA digests them as its SDK does: the xades:SignedProperties element serialised on its own, that is with
// xmlns:xades on it and xmlns:ds on each ds: element, keeping the line breaks and indentation the element has in the
// document, then SHA-256, hexadecimal, base64. The same function writes the element into the document (without the
// repeated declarations, which ds:Signature and xades:QualifyingProperties carry there) so the two cannot drift; the
// digest was checked against a signed sample of ZATCA's SDK (ADR 0057).

export interface SignedPropertiesInput {
  /** xades:SigningTime, e.g. 2026-11-30T09:15:00 (UTC). */
  signingTime: string;
  certificate: Pick<CertificateFacts, 'digest' | 'issuerName' | 'serialNumber'>;
}

/** Indentation of xades:SignedProperties in the signature block; its children are 4 spaces deeper per level. */
const SIGNED_PROPERTIES_INDENT = 32;

export function signedPropertiesXml(input: SignedPropertiesInput, standalone: boolean): string {
  const xades = standalone ? ` xmlns:xades="${NS.xades}"` : '';
  const ds = standalone ? ` xmlns:ds="${NS.ds}"` : '';
  const line = (depth: number, text: string) => `\n${' '.repeat(SIGNED_PROPERTIES_INDENT + 4 * depth)}${text}`;
  const { certificate } = input;
  return [
    `<xades:SignedProperties${xades} Id="xadesSignedProperties">`,
    line(1, '<xades:SignedSignatureProperties>'),
    line(2, `<xades:SigningTime>${escapeText(input.signingTime)}</xades:SigningTime>`),
    line(2, '<xades:SigningCertificate>'),
    line(3, '<xades:Cert>'),
    line(4, '<xades:CertDigest>'),
    line(5, `<ds:DigestMethod${ds} Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`),
    line(5, `<ds:DigestValue${ds}>${certificate.digest}</ds:DigestValue>`),
    line(4, '</xades:CertDigest>'),
    line(4, '<xades:IssuerSerial>'),
    line(5, `<ds:X509IssuerName${ds}>${escapeText(certificate.issuerName)}</ds:X509IssuerName>`),
    line(5, `<ds:X509SerialNumber${ds}>${certificate.serialNumber}</ds:X509SerialNumber>`),
    line(4, '</xades:IssuerSerial>'),
    line(3, '</xades:Cert>'),
    line(2, '</xades:SigningCertificate>'),
    line(1, '</xades:SignedSignatureProperties>'),
    line(0, '</xades:SignedProperties>'),
  ].join('');
}

/** The DigestValue of the signed properties' reference: base64 of the hexadecimal SHA-256 (ZATCA's SDK form). */
export function signedPropertiesDigest(input: SignedPropertiesInput): string {
  const hex = createHash('sha256').update(signedPropertiesXml(input, true), 'utf8').digest('hex');
  return Buffer.from(hex).toString('base64');
}
