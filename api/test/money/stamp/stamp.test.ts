import { verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevelopmentIdentity } from '../../../src/money/invoices/stamp/development-certificate';
import { decodePhaseTwoQr } from '../../../src/money/invoices/stamp/phase-two-qr';
import { signedPropertiesDigest } from '../../../src/money/invoices/stamp/signed-properties';
import { certificateFacts, type StampIdentity } from '../../../src/money/invoices/stamp/stamp-identity';
import { type StampedInvoice, stampInvoice } from '../../../src/money/invoices/stamp/stamp-invoice';
import { verifyStamp } from '../../../src/money/invoices/stamp/verify-stamp';
import { xmlInvoiceHash } from '../../../src/money/invoices/stamp/xml-invoice-hash';
import { parseXml } from '../../../src/money/invoices/stamp/xml-tree';
import { ZatcaQrError } from '../../../src/money/invoices/zatca-qr';

// The cryptographic stamp (issue 31.4, ADR 0057) on a hand-written standard invoice, with real secp256k1 keys.

const FIXTURE = readFileSync(new URL('standard-invoice.xml', import.meta.url), 'utf8');
/** The fixture's invoice hash: any change to the canonicalisation (or to the fixture) shows here. */
const FIXTURE_HASH = 'K6/1MfXFVx5X/NWr75R995fzdCwNr+B2cjq73Wf8cME=';
const SIGNED_AT = new Date('2026-11-30T09:15:07.250Z');

const hashOf = (xml: string) => xmlInvoiceHash(parseXml(xml));
const withTotal = (xml: string, total: string) =>
  xml.replace(
    '<cbc:TaxInclusiveAmount currencyID="SAR">391.00</cbc:TaxInclusiveAmount>',
    `<cbc:TaxInclusiveAmount currencyID="SAR">${total}</cbc:TaxInclusiveAmount>`,
  );

let identity: StampIdentity;
let stamped: StampedInvoice;
beforeAll(() => {
  identity = createDevelopmentIdentity('test-unit');
  stamped = stampInvoice(FIXTURE, identity, SIGNED_AT);
});

describe('invoice hash', () => {
  it('is stable for the fixture and changes when an amount changes', () => {
    expect(hashOf(FIXTURE)).toBe(FIXTURE_HASH);
    expect(hashOf(FIXTURE)).toBe(hashOf(FIXTURE));
    expect(hashOf(withTotal(FIXTURE, '391.01'))).not.toBe(FIXTURE_HASH);
  });

  it('ignores what C14N ignores (declaration, comments, attribute order, quotes, empty-element form, CRLF)', () => {
    const rewritten = FIXTURE.replace(/^<\?xml[^>]*>\r?\n/, '')
      .replace(
        '<cbc:ID schemeID="UN/ECE 5305" schemeAgencyID="6">',
        "<cbc:ID schemeAgencyID='6' schemeID='UN/ECE 5305'>",
      )
      .replace('<cbc:ProfileID>', '<!-- a comment --><cbc:ProfileID>')
      .replace(/\n/g, '\r\n');
    expect(hashOf(rewritten)).toBe(FIXTURE_HASH);
    // White space between elements is content: C14N keeps it.
    expect(hashOf(FIXTURE.replace('    <cbc:ProfileID>', '  <cbc:ProfileID>'))).not.toBe(FIXTURE_HASH);
  });

  it('is the same for the signed document: the signature parts are outside it', () => {
    expect(stamped.invoiceHash).toBe(FIXTURE_HASH);
    expect(hashOf(stamped.xml)).toBe(FIXTURE_HASH);
    expect(stamped.xml).toContain(`<ds:DigestValue>${FIXTURE_HASH}</ds:DigestValue>`);
  });
});

describe('signature', () => {
  it("verifies with the certificate's public key and every digest of the signed document holds", () => {
    const embedded = stamped.xml.match(/<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/)?.[1] ?? '';
    const certificate = new X509Certificate(Buffer.from(embedded, 'base64'));
    expect(certificate.checkPrivateKey(identity.privateKey)).toBe(true);
    const digest = Buffer.from(stamped.invoiceHash, 'base64');
    expect(verify('sha256', digest, certificate.publicKey, Buffer.from(stamped.signatureValue, 'base64'))).toBe(true);
    expect(verifyStamp(stamped.xml)).toEqual({ invoiceHash: FIXTURE_HASH, failures: [] });
  });

  it('fails on a tampered document, signature or signed property', () => {
    expect(verifyStamp(withTotal(stamped.xml, '39.10')).failures).toEqual(['invoice-hash', 'signature']);
    const otherKey = stampInvoice(FIXTURE, createDevelopmentIdentity('test-unit'), SIGNED_AT);
    const forged = stamped.xml.replace(stamped.signatureValue, otherKey.signatureValue);
    expect(verifyStamp(forged).failures).toEqual(['signature']);
    const backdated = stamped.xml.replace(
      '<xades:SigningTime>2026-11-30T09:15:07Z',
      '<xades:SigningTime>2026-11-29T09:15:07Z',
    );
    expect(verifyStamp(backdated).failures).toEqual(['signed-properties']);
  });

  it('writes the XAdES block ZATCA expects, first in the document, with the signed properties', () => {
    const facts = certificateFacts(identity.certificate);
    const root = parseXml(stamped.xml).root;
    expect(root.children.find((child) => child.kind === 'element')).toMatchObject({ local: 'UBLExtensions' });
    expect(stamped.xml).toContain('<xades:SigningTime>2026-11-30T09:15:07Z</xades:SigningTime>');
    expect(stamped.xml).toContain(`<ds:X509SerialNumber>${facts.serialNumber}</ds:X509SerialNumber>`);
    expect(stamped.xml).toContain(`<ds:X509IssuerName>CN=test-unit-development-stamp, OU=test-unit, O=`);
    expect(stamped.xml).toMatch(
      /<\/cac:AdditionalDocumentReference><cac:Signature>[\s\S]*<\/cac:Signature><cac:AccountingSupplierParty>/,
    );
    expect(() => stampInvoice(stamped.xml, identity, SIGNED_AT)).toThrow(/already has a signature/);
  });

  it("digests the signed properties as ZATCA's SDK does (its published signed sample's values and digest)", () => {
    const sdkSample = {
      signingTime: '2022-08-10T17:44:09Z',
      certificate: {
        digest: 'NjlhOTVmYzIzN2I0MjcxNGRjNDQ1N2EzM2I5NGNjNDUyZmQ5ZjExMDUwNGM2ODNjNDAxMTQ0ZDk1NDQ4OTRmYg==',
        issuerName: 'CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local',
        serialNumber: '2475382876776561391517206651645660279462721580',
      },
    };
    expect(signedPropertiesDigest(sdkSample)).toBe(
      'YzBjNDk5M2I1MDQyM2NkZjBhYjZiZDIzOGE1ZWU4NTFmODY4Nzk2NzA3NjJkM2ZlNDFmNDMyZjMyMzkyNzQxMA==',
    );
  });
});

describe('phase-2 QR', () => {
  it("decodes to tags 1–9 with the invoice's values", () => {
    const facts = certificateFacts(identity.certificate);
    const qr = decodePhaseTwoQr(stamped.qr);
    expect(qr).toEqual({
      sellerName: 'شركة صيانة الرياض المحدودة',
      vatNumber: '310122393500003',
      timestamp: '2026-11-30T09:15:00',
      totalWithVat: '391.00',
      vatTotal: '51.00',
      invoiceHash: FIXTURE_HASH,
      signatureValue: stamped.signatureValue,
      publicKey: facts.publicKey,
      certificateSignature: facts.signature,
    });
    // Tag 9 is the certificate's own signature: it verifies the certificate (here self-signed).
    expect(identity.certificate.verify(identity.certificate.publicKey)).toBe(true);
    expect(stamped.xml).toContain(`<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${stamped.qr}<`);
    expect(stamped.simplified).toBe(false);
  });

  it('refuses a QR that lacks a tag or has a tag beyond 9', () => {
    const bytes = Buffer.from(stamped.qr, 'base64');
    expect(() => decodePhaseTwoQr(Buffer.concat([bytes, Buffer.from([10, 1, 65])]).toString('base64'))).toThrow(
      ZatcaQrError,
    );
    const withoutNine = bytes.subarray(0, bytes.length - 2 - facts().signature.length);
    expect(() => decodePhaseTwoQr(withoutNine.toString('base64'))).toThrow(/lacks tag 9/);
  });
});

const facts = () => certificateFacts(identity.certificate);
