import { type SignedPropertiesInput, signedPropertiesXml } from './signed-properties';
import { NS } from './ubl-namespaces';

// The enveloped XAdES signature ZATCA expects in ext:UBLExtensions (Security Features §2.3.3, the SDK's layout), and
// the two small elements that go with it: the cac:Signature pointing at it and the QR's AdditionalDocumentReference.

export interface SignatureBlockInput extends SignedPropertiesInput {
  /** The invoice hash (ds:DigestValue of the document reference). */
  invoiceHash: string;
  signedPropertiesDigest: string;
  /** base64 DER ECDSA signature. */
  signatureValue: string;
  /** ds:X509Certificate: the certificate's DER in base64. */
  certificateBase64: string;
  /** Declarations the root does not already make for the prefixes ext and cbc (e.g. ' xmlns:ext="…"'). */
  extraNamespaces: string;
}

const XPATH = 'http://www.w3.org/TR/1999/REC-xpath-19991116';
const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** Lines at 4 spaces per depth; the first has no leading break (it follows the root's start tag directly). */
const lines = (rows: [number, string][]) =>
  rows.map(([depth, text], index) => `${index ? '\n' : ''}${' '.repeat(4 * depth)}${text}`).join('');

const exclude = (xpath: string): [number, string][] => [
  [9, `<ds:Transform Algorithm="${XPATH}">`],
  [10, `<ds:XPath>${xpath}</ds:XPath>`],
  [9, '</ds:Transform>'],
];

export function ublExtensionsXml(input: SignatureBlockInput): string {
  return lines([
    [0, `<ext:UBLExtensions${input.extraNamespaces}>`],
    [1, '<ext:UBLExtension>'],
    [2, '<ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>'],
    [2, '<ext:ExtensionContent>'],
    [3, `<sig:UBLDocumentSignatures xmlns:sig="${NS.sig}" xmlns:sac="${NS.sac}" xmlns:sbc="${NS.sbc}">`],
    [4, '<sac:SignatureInformation>'],
    [5, '<cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>'],
    [5, '<sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>'],
    [5, `<ds:Signature xmlns:ds="${NS.ds}" Id="signature">`],
    [6, '<ds:SignedInfo>'],
    [7, `<ds:CanonicalizationMethod Algorithm="${C14N11}"/>`],
    [7, '<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>'],
    [7, '<ds:Reference Id="invoiceSignedData" URI="">'],
    [8, '<ds:Transforms>'],
    ...exclude('not(//ancestor-or-self::ext:UBLExtensions)'),
    ...exclude('not(//ancestor-or-self::cac:Signature)'),
    ...exclude("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])"),
    [9, `<ds:Transform Algorithm="${C14N11}"/>`],
    [8, '</ds:Transforms>'],
    [8, `<ds:DigestMethod Algorithm="${SHA256}"/>`],
    [8, `<ds:DigestValue>${input.invoiceHash}</ds:DigestValue>`],
    [7, '</ds:Reference>'],
    [7, '<ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">'],
    [8, `<ds:DigestMethod Algorithm="${SHA256}"/>`],
    [8, `<ds:DigestValue>${input.signedPropertiesDigest}</ds:DigestValue>`],
    [7, '</ds:Reference>'],
    [6, '</ds:SignedInfo>'],
    [6, `<ds:SignatureValue>${input.signatureValue}</ds:SignatureValue>`],
    [6, '<ds:KeyInfo>'],
    [7, '<ds:X509Data>'],
    [8, `<ds:X509Certificate>${input.certificateBase64}</ds:X509Certificate>`],
    [7, '</ds:X509Data>'],
    [6, '</ds:KeyInfo>'],
    [6, '<ds:Object>'],
    [7, `<xades:QualifyingProperties xmlns:xades="${NS.xades}" Target="signature">`],
    // Written by the function the digest is computed with, at the indentation it assumes (depth 8 = 32 spaces).
    [8, signedPropertiesXml(input, false)],
    [7, '</xades:QualifyingProperties>'],
    [6, '</ds:Object>'],
    [5, '</ds:Signature>'],
    [4, '</sac:SignatureInformation>'],
    [3, '</sig:UBLDocumentSignatures>'],
    [2, '</ext:ExtensionContent>'],
    [1, '</ext:UBLExtension>'],
    [0, '</ext:UBLExtensions>'],
  ]);
}

/** The QR reference and cac:Signature, inserted together before cac:AccountingSupplierParty. */
export function qrAndSignatureXml(qrBase64: string, extraNamespaces: string): string {
  return [
    `<cac:AdditionalDocumentReference${extraNamespaces}><cbc:ID>QR</cbc:ID><cac:Attachment>`,
    `<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${qrBase64}</cbc:EmbeddedDocumentBinaryObject>`,
    '</cac:Attachment></cac:AdditionalDocumentReference>',
    `<cac:Signature${extraNamespaces}><cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice</cbc:ID>`,
    '<cbc:SignatureMethod>urn:oasis:names:specification:ubl:dsig:enveloped:xades</cbc:SignatureMethod></cac:Signature>',
  ].join('');
}
