import { createHash, createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import { readChildren, readElement } from './der';

// The unit's signing identity: its secp256k1 private key and the certificate ZATCA issued for it (the CSID), or the
// locally generated development certificate. Everything the signature block and the QR state about the certificate
// is derived here, in the forms ZATCA's SDK writes them.

export interface StampIdentity {
  privateKey: KeyObject;
  certificate: X509Certificate;
}

export interface CertificateFacts {
  /** The DER certificate in base64 on one line: the text of ds:X509Certificate. */
  base64: string;
  /** xades:CertDigest: base64 of the hexadecimal SHA-256 of that base64 text (ZATCA's SDK form, not RFC 3275's). */
  digest: string;
  /** ds:X509IssuerName: the issuer's RDNs most specific first, ", "-separated (e.g. "CN=…, DC=gov, DC=local"). */
  issuerName: string;
  /** ds:X509SerialNumber: the serial number in decimal. */
  serialNumber: string;
  /** QR tag 8: the public key as DER SubjectPublicKeyInfo. */
  publicKey: Buffer;
  /** QR tag 9: the certificate's own signature value (by ZATCA's CA; by itself for the development certificate). */
  signature: Buffer;
}

export class StampIdentityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StampIdentityError';
  }
}

/** A PEM text, or the bare base64 body ZATCA's CSID responses carry. */
function certificateFrom(text: string): X509Certificate {
  const body = text.includes('-----BEGIN')
    ? text
    : `-----BEGIN CERTIFICATE-----\n${text.trim()}\n-----END CERTIFICATE-----`;
  try {
    return new X509Certificate(body);
  } catch {
    throw new StampIdentityError('The e-invoicing certificate is not a PEM or base64 X.509 certificate');
  }
}

export function loadStampIdentity(certificateText: string, privateKeyPem: string): StampIdentity {
  const certificate = certificateFrom(certificateText);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(privateKeyPem);
  } catch {
    throw new StampIdentityError('The e-invoicing private key is not a PEM private key');
  }
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'secp256k1')
    throw new StampIdentityError('The e-invoicing private key must be an EC key on the secp256k1 curve');
  if (!certificate.checkPrivateKey(privateKey))
    throw new StampIdentityError("The e-invoicing certificate is not the private key's certificate");
  return { privateKey, certificate };
}

export function certificateFacts(certificate: X509Certificate): CertificateFacts {
  const base64 = certificate.raw.toString('base64');
  // Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm, signatureValue BIT STRING }
  const signatureValue = readChildren(readElement(certificate.raw).content)[2];
  if (signatureValue?.tag !== 0x03) throw new StampIdentityError('The certificate has no signature');
  return {
    base64,
    digest: Buffer.from(createHash('sha256').update(base64).digest('hex')).toString('base64'),
    issuerName: certificate.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(10),
    publicKey: certificate.publicKey.export({ type: 'spki', format: 'der' }),
    // The first content byte of a BIT STRING counts its unused bits (0 here).
    signature: signatureValue.content.subarray(1),
  };
}
