import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevelopmentIdentity } from '../../../src/money/invoices/stamp/development-certificate';
import { loadStampIdentity, StampIdentityError } from '../../../src/money/invoices/stamp/stamp-identity';
import { unitStampIdentity } from '../../../src/money/invoices/stamp/unit-stamp';
import { configProblems, PRODUCTION_SETTINGS, STAMP_SETTINGS } from '../../support/config-problems';

// Where the unit's key and certificate come from (ADR 0057): the environment in production, a development
// certificate generated once into the data folder elsewhere.

const dir = mkdtempSync(join(tmpdir(), 'portal-stamp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pemOf = (identity: ReturnType<typeof createDevelopmentIdentity>) => ({
  certificate: identity.certificate.toString(),
  key: identity.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
});

describe('the unit stamp identity', () => {
  it('generates the development certificate at first use, private to its owner, and reuses it', () => {
    const file = join(dir, 'data', 'einvoicing-dev-stamp.pem');
    const first = unitStampIdentity({ kind: 'development', file }, 'dev');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.privateKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(first.certificate.subject).toContain('CN=dev-development-stamp');
    expect(first.certificate.verify(first.certificate.publicKey)).toBe(true);
    // Another process (no cache: another unit name) reads the same file rather than making a second certificate.
    const again = unitStampIdentity({ kind: 'development', file }, 'dev-2');
    expect(again.certificate.fingerprint256).toBe(first.certificate.fingerprint256);
    expect(readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----[\s\S]+-----BEGIN CERTIFICATE-----/);
  });

  it('loads a configured certificate and key, refusing a key of another certificate or another curve', () => {
    const unit = pemOf(createDevelopmentIdentity('riyadh-portal-1'));
    const other = pemOf(createDevelopmentIdentity('riyadh-portal-1'));
    const loaded = unitStampIdentity(
      { kind: 'configured', certificatePem: unit.certificate, privateKeyPem: unit.key },
      'x',
    );
    expect(loaded.certificate.checkPrivateKey(loaded.privateKey)).toBe(true);
    // ZATCA's CSID responses carry the bare base64 body.
    const body = unit.certificate.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(loadStampIdentity(body, unit.key).certificate.serialNumber).toBe(loaded.certificate.serialNumber);
    expect(() => loadStampIdentity(unit.certificate, other.key)).toThrow(/not the private key's certificate/);
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    expect(() => loadStampIdentity(unit.certificate, p256.export({ type: 'pkcs8', format: 'pem' }).toString())).toThrow(
      /secp256k1/,
    );
    expect(() => loadStampIdentity('not a certificate', unit.key)).toThrow(StampIdentityError);
  });
});

describe('the stamp configuration', () => {
  it('requires the certificate and key in production, as PEM texts or files', () => {
    const required =
      "EINVOICING_CERTIFICATE and EINVOICING_PRIVATE_KEY (or their _FILE forms: the unit's ZATCA certificate and its secp256k1 key) are required in production";
    const { EINVOICING_CERTIFICATE, EINVOICING_PRIVATE_KEY, ...withoutStamp } = PRODUCTION_SETTINGS;
    expect(configProblems(withoutStamp)).toEqual([required]);
    expect(configProblems(PRODUCTION_SETTINGS)).toEqual([]);
    const certificateFile = join(dir, 'unit.crt');
    writeFileSync(certificateFile, STAMP_SETTINGS.EINVOICING_CERTIFICATE);
    expect(
      configProblems({ ...withoutStamp, EINVOICING_CERTIFICATE_FILE: certificateFile, EINVOICING_PRIVATE_KEY }),
    ).toEqual([]);
    expect(
      configProblems({
        ...withoutStamp,
        EINVOICING_CERTIFICATE_FILE: join(dir, 'missing.crt'),
        EINVOICING_PRIVATE_KEY,
      }),
    ).toEqual([`EINVOICING_CERTIFICATE_FILE (${join(dir, 'missing.crt')}) cannot be read`, required]);
    expect(
      configProblems({ ...PRODUCTION_SETTINGS, EINVOICING_CERTIFICATE: EINVOICING_CERTIFICATE.slice(30) }),
    ).toEqual(['EINVOICING_CERTIFICATE must be a PEM text (-----BEGIN CERTIFICATE…)']);
    // One-line variables may carry the PEM's line breaks as "\n".
    const oneLine = EINVOICING_PRIVATE_KEY.replace(/\n/g, '\\n');
    expect(configProblems({ ...PRODUCTION_SETTINGS, EINVOICING_PRIVATE_KEY: oneLine })).toEqual([]);
    // Outside production neither is needed (the development certificate), but one alone is a mistake.
    expect(configProblems({ CODE_SENDER: 'outbox', PAYMENT_GATEWAY: 'test' })).toEqual([]);
    expect(configProblems({ CODE_SENDER: 'outbox', PAYMENT_GATEWAY: 'test', EINVOICING_CERTIFICATE })).toEqual([
      "EINVOICING_CERTIFICATE and EINVOICING_PRIVATE_KEY (or their _FILE forms: the unit's ZATCA certificate and its secp256k1 key) are required together",
    ]);
  });
});
