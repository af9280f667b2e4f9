// E-invoicing unit (issue 31, ADR 0054): the ZATCA EGS unit whose sequence numbers this environment's invoices and
// the VAT number it is onboarded for. Production refuses to start without both: an invoice must never be numbered on
// a development unit or carry a seller other than the registered one. The unit's stamp (ADR 0057): its certificate
// and private key come from the environment (PEM text, or a file path for a mounted secret), never the repository;
// production requires them, elsewhere a development certificate is generated at first use into the data folder.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Env = Record<string, string | undefined>;

/** Where the unit's signing certificate and key come from (money/invoices/stamp/unit-stamp.ts loads them). */
export type StampSource =
  | { kind: 'configured'; certificatePem: string; privateKeyPem: string }
  /** Generated once (self-signed, secp256k1) into `file`; never in production. */
  | { kind: 'development'; file: string };

/**
 * Where invoices are cleared (ADR 0062): ZATCA's Fatoora at FATOORA_BASE_URL with the unit's production CSID
 * (FATOORA_BINARY_SECURITY_TOKEN, FATOORA_SECRET), required in production; elsewhere, without them, the local fake
 * (api/src/money/invoices/fatoora/fake), onboarded at first use.
 */
export type FatooraSource =
  | { kind: 'configured'; baseUrl: string; binarySecurityToken: string; secret: string }
  | { kind: 'fake' };

export interface EinvoicingConfig {
  /** EINVOICING_UNIT: the unit id, e.g. "riyadh-portal-1"; "dev" outside production when unset. */
  unit: string;
  /**
   * EINVOICING_SELLER_VAT_NUMBER: the seller's VAT number the unit belongs to. Invoices are refused (503) while the
   * platform settings' seller has another one. Null (development, tests): any seller of the settings.
   */
  sellerVatNumber: string | null;
  stamp: StampSource;
  fatoora: FatooraSource;
}

const FATOORA_VARIABLES = ['FATOORA_BASE_URL', 'FATOORA_BINARY_SECURITY_TOKEN', 'FATOORA_SECRET'] as const;

function fatooraSource(env: Env, production: boolean, problems: string[]): FatooraSource {
  const [baseUrl, binarySecurityToken, secret] = FATOORA_VARIABLES.map((name) => env[name]?.trim() || '');
  if (baseUrl && binarySecurityToken && secret) {
    if (!/^https?:\/\/[^\s]+$/.test(baseUrl)) problems.push('FATOORA_BASE_URL must be an http(s) URL');
    return { kind: 'configured', baseUrl, binarySecurityToken, secret };
  }
  if (production || baseUrl || binarySecurityToken || secret)
    problems.push(`${FATOORA_VARIABLES.join(', ')} are required ${production ? 'in production' : 'together'}`);
  return { kind: 'fake' };
}

const UNIT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The row of numbers given before the seller sequence (migration 0037): never a unit that issues. */
const PHASE_ONE_UNIT = 'phase-1';

/**
 * EINVOICING_CERTIFICATE / EINVOICING_PRIVATE_KEY (PEM; "\n" escapes allowed, as one-line variables need) or
 * EINVOICING_CERTIFICATE_FILE / EINVOICING_PRIVATE_KEY_FILE (paths). The key and certificate are checked against
 * each other when the stamp loads them; here only that each is a PEM text.
 */
function pem(env: Env, name: string, label: string, problems: string[]): string | null {
  const text = env[name]?.trim();
  const file = env[`${name}_FILE`]?.trim();
  if (text && file) problems.push(`Set ${name} or ${name}_FILE, not both`);
  let value = text?.replace(/\\n/g, '\n') ?? null;
  if (!text && file) {
    try {
      value = readFileSync(file, 'utf8');
    } catch {
      problems.push(`${name}_FILE (${file}) cannot be read`);
      return null;
    }
  }
  if (value && !value.includes(`-----BEGIN ${label}`))
    problems.push(`${name} must be a PEM text (-----BEGIN ${label}…)`);
  return value || null;
}

function stampSource(env: Env, production: boolean, dataRoot: string, problems: string[]): StampSource {
  const certificatePem = pem(env, 'EINVOICING_CERTIFICATE', 'CERTIFICATE', problems);
  const privateKeyPem = pem(env, 'EINVOICING_PRIVATE_KEY', '', problems);
  if (certificatePem && privateKeyPem) return { kind: 'configured', certificatePem, privateKeyPem };
  if (production || certificatePem || privateKeyPem)
    problems.push(
      `EINVOICING_CERTIFICATE and EINVOICING_PRIVATE_KEY (or their _FILE forms: the unit's ZATCA certificate and its secp256k1 key) are required ${production ? 'in production' : 'together'}`,
    );
  return {
    kind: 'development',
    file: resolve(env.EINVOICING_DEV_STAMP_FILE || resolve(dataRoot, 'einvoicing-dev-stamp.pem')),
  };
}

export function einvoicingConfig(
  env: Env,
  production: boolean,
  problems: string[],
  dataRoot: string,
): EinvoicingConfig {
  const unit = env.EINVOICING_UNIT?.trim() || (production ? '' : 'dev');
  const sellerVatNumber = env.EINVOICING_SELLER_VAT_NUMBER?.trim() || null;
  if (!unit) problems.push('EINVOICING_UNIT (the e-invoicing unit id) is required in production');
  else if (!UNIT_ID.test(unit) || unit === PHASE_ONE_UNIT)
    problems.push(`EINVOICING_UNIT must be 1-64 letters, digits, ".", "_" or "-" and not "${PHASE_ONE_UNIT}"`);
  if (production && !sellerVatNumber)
    problems.push('EINVOICING_SELLER_VAT_NUMBER (the VAT number the unit is registered for) is required in production');
  if (sellerVatNumber && !/^3\d{13}3$/.test(sellerVatNumber))
    problems.push('EINVOICING_SELLER_VAT_NUMBER must be 15 digits starting and ending with 3');
  return {
    unit,
    sellerVatNumber,
    stamp: stampSource(env, production, dataRoot, problems),
    fatoora: fatooraSource(env, production, problems),
  };
}
