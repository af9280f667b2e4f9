import { type KeyObject, sign } from 'node:crypto';
import { bitString, explicit, integer, octetString, oid, printableString, sequence, set } from './der';
import { distinguishedName } from './x509-name';

// The certificate signing request of the unit's onboarding (issue 31.5; ZATCA's SDK `-csr` fields, Security
// Features §2.2.2): PKCS #10 over the unit's secp256k1 key with the subject C, OU, O, CN, and in the subject
// alternative name a directory name carrying the EGS serial number (SN), the VAT number (UID), the invoice types the
// unit issues (title), its address (registeredAddress) and business category, plus the certificate template
// extension naming ZATCA's environment. ZATCA's compliance API takes the PEM text, base64-encoded.

type ZatcaEnvironment = 'developer-portal' | 'simulation' | 'production';

/** The certificate template each environment issues from (extension 1.3.6.1.4.1.311.20.2). */
const TEMPLATE: Record<ZatcaEnvironment, string> = {
  'developer-portal': 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
};

export interface OnboardingCsrInput {
  environment: ZatcaEnvironment;
  /** CN: a name for the unit, e.g. "riyadh-portal-1". */
  commonName: string;
  /** SN: "1-<solution name>|2-<model or version>|3-<serial>", e.g. "1-Portal|2-1.0|3-<uuid>". */
  egsSerialNumber: string;
  /** UID: the seller's VAT number (15 digits, first and last 3). */
  vatNumber: string;
  /** OU: the branch name (for a VAT group, the member's 10-digit TIN). */
  organizationUnit: string;
  /** O: the seller's legal name. */
  organization: string;
  /** title: four flags, standard | simplified | 2 reserved; "1000" for a unit that issues standard invoices only. */
  invoiceTypes: string;
  /** registeredAddress: the unit's address (short national address or a description). */
  address: string;
  /** businessCategory, e.g. "Maintenance services". */
  businessCategory: string;
}

export class OnboardingCsrError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OnboardingCsrError';
  }
}

const EXTENSION_REQUEST = '1.2.840.113549.1.9.14';
const SUBJECT_ALT_NAME = '2.5.29.17';
const CERTIFICATE_TEMPLATE = '1.3.6.1.4.1.311.20.2';
const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

function check(input: OnboardingCsrInput): void {
  if (!/^3\d{13}3$/.test(input.vatNumber)) throw new OnboardingCsrError('vatNumber: 15 digits, first and last 3');
  if (!/^1-[^|]+\|2-[^|]+\|3-[^|]+$/.test(input.egsSerialNumber))
    throw new OnboardingCsrError('egsSerialNumber: "1-<solution>|2-<model>|3-<serial>"');
  if (!/^(10|01|11)00$/.test(input.invoiceTypes))
    throw new OnboardingCsrError('invoiceTypes: "1000", "0100" or "1100"');
  for (const field of ['commonName', 'organizationUnit', 'organization', 'address', 'businessCategory'] as const)
    if (!input[field].trim()) throw new OnboardingCsrError(`${field} is required`);
}

/** The DER of the request, signed with the unit's key. */
function onboardingCsrDer(input: OnboardingCsrInput, privateKey: KeyObject, publicKey: KeyObject): Buffer {
  check(input);
  const subject = distinguishedName([
    ['C', 'SA'],
    ['OU', input.organizationUnit],
    ['O', input.organization],
    ['CN', input.commonName],
  ]);
  const directoryName = distinguishedName([
    ['SN', input.egsSerialNumber],
    ['UID', input.vatNumber],
    ['title', input.invoiceTypes],
    ['registeredAddress', input.address],
    ['businessCategory', input.businessCategory],
  ]);
  const extensions = sequence(
    sequence(oid(CERTIFICATE_TEMPLATE), octetString(printableString(TEMPLATE[input.environment]))),
    // GeneralNames ::= SEQUENCE OF GeneralName; directoryName is [4], explicit because Name is a CHOICE.
    sequence(oid(SUBJECT_ALT_NAME), octetString(sequence(explicit(4, directoryName)))),
  );
  const info = sequence(
    integer(0n),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(0, sequence(oid(EXTENSION_REQUEST), set(extensions))),
  );
  return sequence(info, ECDSA_WITH_SHA256, bitString(sign('sha256', info, privateKey)));
}

export function onboardingCsrPem(input: OnboardingCsrInput, privateKey: KeyObject, publicKey: KeyObject): string {
  const body = onboardingCsrDer(input, privateKey, publicKey).toString('base64').replace(/.{64}/g, '$&\n');
  return `-----BEGIN CERTIFICATE REQUEST-----\n${body.trimEnd()}\n-----END CERTIFICATE REQUEST-----\n`;
}
