import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type FatooraCredentials,
  FatooraRequestError,
  type FatooraSubmission,
  FatooraUnavailableError,
} from '../../../src/money/invoices/fatoora/fatoora-adapter';
import { OnboardingError, onboardUnit } from '../../../src/money/invoices/fatoora/onboard-unit';
import { createDevelopmentIdentity } from '../../../src/money/invoices/stamp/development-certificate';
import { onboardingCsrPem } from '../../../src/money/invoices/stamp/onboarding-csr';
import type { StampIdentity } from '../../../src/money/invoices/stamp/stamp-identity';
import { stampInvoice } from '../../../src/money/invoices/stamp/stamp-invoice';
import { useFatooraFakeServer } from './fatoora-fake-server';

// Onboarding and single documents through the HTTP adapter against the fake Fatoora on a real port (ADR 0062):
// the fake checks what it receives, so a wrong hash, UUID, signature, header or credential is refused here.

const FIXTURE = readFileSync(new URL('../stamp/standard-invoice.xml', import.meta.url), 'utf8');
const UUID = '3cf5ee18-ee25-44ea-a444-2c37ba7f28be';

const server = useFatooraFakeServer();
let identity: StampIdentity;
let sample: FatooraSubmission;
let production: FatooraCredentials;

const csrOf = (unit: StampIdentity) =>
  onboardingCsrPem(
    {
      environment: 'developer-portal',
      commonName: 'riyadh-portal-1',
      egsSerialNumber: '1-Portal|2-1.0|3-6f4d20e0-6bfe-4a80-9389-7dabe6620f12',
      vatNumber: '310122393500003',
      organizationUnit: 'Riyadh',
      organization: 'Riyadh Maintenance Co.',
      invoiceTypes: '1000',
      address: 'RRRD2929',
      businessCategory: 'Maintenance services',
    },
    unit.privateKey,
    createPublicKey(unit.privateKey),
  );

beforeAll(() => {
  identity = createDevelopmentIdentity('riyadh-portal-1');
  const stamped = stampInvoice(FIXTURE, identity, new Date('2026-11-30T09:00:00Z'));
  sample = { xml: stamped.xml, invoiceHash: stamped.invoiceHash, uuid: UUID };
});

describe('onboarding against the fake Fatoora', () => {
  it('CSR → compliance CSID → compliance checks → production CSID', async () => {
    const onboarded = await onboardUnit(server.adapter, { csrPem: csrOf(identity), otp: '123456', samples: [sample] });
    expect(onboarded.compliance.dispositionMessage).toBe('ISSUED');
    expect(onboarded.production.binarySecurityToken).not.toBe(onboarded.compliance.binarySecurityToken);
    production = onboarded.production;
    expect(server.fake.received.map((r) => `${r.path} ${r.status}`)).toEqual([
      '/compliance 200',
      '/compliance/invoices 200',
      '/production/csids 200',
    ]);
  });

  it('stops at a compliance check that fails, with its messages', async () => {
    const wrong = { ...sample, uuid: '00000000-0000-4000-8000-000000000000' };
    const failed = onboardUnit(server.adapter, { csrPem: csrOf(identity), otp: '123456', samples: [wrong] });
    await expect(failed).rejects.toBeInstanceOf(OnboardingError);
    await expect(failed).rejects.toMatchObject({ messages: [expect.objectContaining({ code: 'uuid-mismatch' })] });
  });

  it('refuses a compliance CSID without a valid OTP or CSR, and a production CSID before the checks', async () => {
    await expect(server.adapter.complianceCsid(csrOf(identity), '12')).rejects.toBeInstanceOf(FatooraRequestError);
    await expect(server.adapter.complianceCsid('not a CSR', '123456')).rejects.toBeInstanceOf(FatooraRequestError);
    const unchecked = await server.adapter.complianceCsid(csrOf(identity), '654321');
    await expect(server.adapter.productionCsid(unchecked, unchecked.requestId)).rejects.toThrow(/compliance checks/);
    await expect(server.adapter.productionCsid(unchecked, 'another-request')).rejects.toThrow(/compliance_request_id/);
  });
});

describe('clearance against the fake Fatoora', () => {
  it('clears a signed standard invoice and returns the cleared document', async () => {
    const result = await server.adapter.clear(production, sample);
    expect(result).toMatchObject({ outcome: 'accepted', status: 'CLEARED', clearedXml: sample.xml });
  });

  it('refuses a wrong invoice hash, a wrong UUID and a tampered document, with ZATCA-shaped messages', async () => {
    const wrongHash = await server.adapter.clear(production, {
      ...sample,
      invoiceHash: `A${sample.invoiceHash.slice(1)}`,
    });
    expect(wrongHash.outcome === 'rejected' && wrongHash.errors.map((e) => e.code)).toEqual([
      'invoiceHash_QRCODE_INVALID',
    ]);
    const wrongUuid = await server.adapter.clear(production, {
      ...sample,
      uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrongUuid.outcome === 'rejected' && wrongUuid.errors.map((e) => e.code)).toEqual(['uuid-mismatch']);
    const tampered = sample.xml.replace('391.00</cbc:TaxInclusiveAmount>', '391.01</cbc:TaxInclusiveAmount>');
    const changed = await server.adapter.clear(production, { ...sample, xml: tampered });
    expect(changed.outcome === 'rejected' && changed.errors.map((e) => e.code)).toEqual([
      'invoiceHash_QRCODE_INVALID',
      'signature-invoice-hash',
      'signature-signature',
    ]);
    const notXml = await server.adapter.clear(production, { ...sample, xml: 'not <xml' });
    expect(notXml.outcome === 'rejected' && notXml.errors.map((e) => e.code)).toEqual(['invalid-xml']);
  });

  it('refuses a standard invoice sent for reporting, compliance credentials and requests without auth or version', async () => {
    const reported = await server.adapter.report(production, sample);
    expect(reported.outcome === 'rejected' && reported.errors.map((e) => e.code)).toEqual(['invoice-type']);
    const [compliance] = [await server.adapter.complianceCsid(csrOf(identity), '111111')];
    await expect(server.adapter.clear(compliance!, sample)).rejects.toThrow(/\(401\)/);
    const body = JSON.stringify({
      invoiceHash: sample.invoiceHash,
      uuid: UUID,
      invoice: Buffer.from(sample.xml).toString('base64'),
    });
    const url = `${server.baseUrl}/invoices/clearance/single`;
    const noAuth = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-version': 'V2' },
      body,
    });
    expect(noAuth.status).toBe(401);
    const noVersion = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(noVersion.status).toBe(400);
  });

  it('answers 503 as often as told, then clears', async () => {
    server.fake.unavailable(2);
    await expect(server.adapter.clear(production, sample)).rejects.toBeInstanceOf(FatooraUnavailableError);
    await expect(server.adapter.clear(production, sample)).rejects.toBeInstanceOf(FatooraUnavailableError);
    expect((await server.adapter.clear(production, sample)).outcome).toBe('accepted');
  });

  it('rejects with the validation messages it is given', async () => {
    const messages = [
      { type: 'ERROR', code: 'BR-KSA-08', category: 'KSA', message: 'Buyer address missing', status: 'ERROR' },
    ];
    server.fake.rejectNext(messages);
    expect(await server.adapter.clear(production, sample)).toEqual({
      outcome: 'rejected',
      errors: messages,
      warnings: [],
    });
  });
});
