import { CONTRACT_PDF_MAX_BYTES, companyContractSchema, companyShiftSchema, timeSlotsSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPdf } from '../../src/dev/seed/seed-company-terms';
import { opsAudit } from '../../src/platform/db/schema/index';
import { detectFileType } from '../../src/platform/files/file-type';
import { orderBody, orderingCompanies, postOrder, visitDay } from '../fulfilment/order-helpers';
import { opsUser } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { companyOwner, memberWith, multipartBody, samplePdf, samplePng } from './account-helpers';

// Issue 32.1 (ADR 0072) on the real API, database and file storage: ops set a company's contract (terms, validity,
// response times per service type, the signed PDF) and its service shifts; the company reads them and downloads the
// PDF; the slot picker and every booking keep to the shifts; every bad input is a 4xx naming its field.

const t = useTestApp();
let admin: string;
let reader: string;
let owner: Awaited<ReturnType<typeof companyOwner>>;

const opsBase = (companyId: string) => `/api/v1/ops/companies/${companyId}`;
const TERMS = {
  reference: 'FC-2025-0007',
  valid_from: '2025-01-01',
  valid_to: '2025-12-31',
  terms_ar: 'صيانة الفروع حسب الطلب',
  terms_en: 'Branch maintenance on demand',
  terms_fr: 'Maintenance des agences à la demande',
  sla: { corrective: 240, preventive: 2880 },
};
const SHIFT = { name_ar: 'صباحية', name_en: 'Morning', name_fr: 'Matin', weekdays: [6], start: '09:00', end: '12:00' };
const fieldsOf = (answer: Answer) => Object.keys(answer.body.errors ?? {}).sort();

const putContract = (companyId: string, body: unknown, token = admin) =>
  call(t.app, 'PUT', `${opsBase(companyId)}/contract`, { token, body, headers: { lang: 'en' } });
const putShifts = (companyId: string, shifts: unknown[], token = admin) =>
  call(t.app, 'PUT', `${opsBase(companyId)}/shifts`, { token, body: { shifts }, headers: { lang: 'en' } });

function uploadPdf(companyId: string, data: Buffer, contentType = 'application/pdf', token = admin) {
  const body = multipartBody({ field: 'pdf', filename: 'signed contract.pdf', contentType, data });
  return t.app.inject({
    method: 'POST',
    url: `${opsBase(companyId)}/contract/pdf`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, lang: 'en' },
    payload: body.payload,
  });
}

const download = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  ({ token: admin } = await opsUser(t, ['admin']));
  ({ token: reader } = await opsUser(t, ['support'], 'Support Agent'));
  owner = await companyOwner(t, 'Contract Co');
});

describe('the framework contract', () => {
  it('is null and the shifts empty until ops set them', async () => {
    const contract = await call(t.app, 'GET', '/api/v1/company/contract', { token: owner.token });
    expect(contract.statusCode).toBe(200);
    expect(contract.body.data).toBeNull();
    const shifts = await call(t.app, 'GET', '/api/v1/company/shift', { token: owner.token });
    expect(shifts.body.data).toEqual([]);
    expect((await download('/api/v1/company/contract/pdf', owner.token)).statusCode).toBe(404);
  });

  it('ops set it; the company reads it with the response times named in its language, in the audit log', async () => {
    const set = await putContract(owner.companyId, TERMS);
    expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
    const mine = v.parse(
      companyContractSchema,
      (await call(t.app, 'GET', '/api/v1/company/contract', { token: owner.token })).body.data,
    );
    expect(mine).toMatchObject({
      reference: 'FC-2025-0007',
      valid_from: '2025-01-01',
      valid_to: '2025-12-31',
      terms: { en: 'Branch maintenance on demand' },
      pdf: null,
    });
    // In the service types' order: planned upkeep, then repair on call; the one-off jobs have no promise.
    // No orders yet: nothing measured (ADR 0075; contract-response-times.test.ts measures).
    const none = { orders: 0, median_minutes: null, within: 0, within_share: null, late_open: 0 };
    expect(mine.sla).toEqual([
      {
        service_type: 'preventive',
        name: expect.objectContaining({ en: 'Planned upkeep' }),
        response_minutes: 2880,
        measured: none,
      },
      {
        service_type: 'corrective',
        name: expect.objectContaining({ en: 'Repair on call' }),
        response_minutes: 240,
        measured: none,
      },
    ]);
    // Setting it again replaces the terms whole.
    const again = await putContract(owner.companyId, { ...TERMS, reference: 'FC-2025-0008', sla: {} });
    expect(again.body.data).toMatchObject({ reference: 'FC-2025-0008', sla: [] });
    const audit = await t.database
      .systemDb('test: the audit rows of one company')
      .select({ action: opsAudit.action })
      .from(opsAudit)
      .where(eq(opsAudit.companyId, owner.companyId));
    expect(audit.map((row) => row.action)).toEqual(['company.contract_update', 'company.contract_update']);
  });

  it('refuses bad terms with the field that is wrong', async () => {
    const cases: [unknown, string[]][] = [
      [{ ...TERMS, valid_to: '2024-12-31' }, ['valid_to']],
      [{ ...TERMS, valid_from: '2025-02-30' }, ['valid_from']],
      [{ ...TERMS, terms_fr: '  ' }, ['terms_fr']],
      [{ ...TERMS, sla: { corrective: 5 } }, ['sla.corrective']],
      [{ ...TERMS, sla: { urgent: 60 } }, ['sla.urgent']],
      [{ ...TERMS, sla: 'fast' }, ['sla']],
      [{ ...TERMS, reference: 'R'.repeat(41) }, ['reference']],
    ];
    for (const [body, fields] of cases) {
      const answer = await putContract(owner.companyId, body);
      expect([answer.statusCode, fieldsOf(answer)], JSON.stringify(body)).toEqual([422, fields]);
    }
    const unknown = await putContract('00000000-0000-4000-8000-000000000000', TERMS);
    expect(unknown.statusCode).toBe(404);
  });

  it('takes the signed PDF (a PDF by its bytes, at most 5 MB) and gives it back to the company only', async () => {
    const other = await companyOwner(t, 'No Contract Co');
    expect((await uploadPdf(other.companyId, samplePdf())).statusCode).toBe(404);
    const png = await uploadPdf(owner.companyId, samplePng(), 'application/pdf');
    expect([png.statusCode, Object.keys(png.json().errors)]).toEqual([422, ['pdf']]);
    const big = await uploadPdf(owner.companyId, Buffer.concat([samplePdf(), Buffer.alloc(CONTRACT_PDF_MAX_BYTES)]));
    expect([big.statusCode, Object.keys(big.json().errors)]).toEqual([413, ['pdf']]);

    const signed = contractPdf(['Framework contract FC-2025-0008']);
    const uploaded = await uploadPdf(owner.companyId, signed);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.pdf).toMatchObject({ name: 'signed contract.pdf', size: signed.length });
    const mine = (await call(t.app, 'GET', '/api/v1/company/contract', { token: owner.token })).body.data;
    expect(mine.pdf.url).toBe('/api/v1/company/contract/pdf');
    const file = await download(mine.pdf.url, owner.token);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(file.rawPayload.equals(signed)).toBe(true);
    expect(detectFileType(file.rawPayload)).toBe('application/pdf');
    // Ops read it through their own route; another company has none to give.
    expect((await download(`${opsBase(owner.companyId)}/contract/pdf`, reader)).rawPayload.equals(signed)).toBe(true);
    expect((await download('/api/v1/company/contract/pdf', other.token)).statusCode).toBe(404);
    // A new copy replaces the old one.
    const newer = contractPdf(['Framework contract FC-2025-0008, amended']);
    expect((await uploadPdf(owner.companyId, newer)).statusCode).toBe(200);
    expect((await download(mine.pdf.url, owner.token)).rawPayload.equals(newer)).toBe(true);
  });

  it('is read with the account rule and set only by ops who may update companies', async () => {
    const member = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    expect((await call(t.app, 'GET', '/api/v1/company/contract', { token: member.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/company/shift', { token: member.token })).statusCode).toBe(403);
    expect((await putContract(owner.companyId, TERMS, reader)).statusCode).toBe(403);
    expect((await putShifts(owner.companyId, [SHIFT], reader)).statusCode).toBe(403);
    expect((await uploadPdf(owner.companyId, samplePdf(), 'application/pdf', reader)).statusCode).toBe(403);
    expect((await putContract(owner.companyId, TERMS, owner.token)).statusCode).toBe(403);
    const read = await call(t.app, 'GET', `${opsBase(owner.companyId)}/contract`, { token: reader });
    expect(read.body.data).toMatchObject({ reference: 'FC-2025-0008' });
  });
});

describe('the service shifts', () => {
  it('ops replace the list; the company reads it in that order', async () => {
    const evening = { ...SHIFT, name_en: 'Evening', weekdays: [0, 4, 1], start: '16:00', end: '21:00' };
    const set = await putShifts(owner.companyId, [evening, SHIFT]);
    expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
    const shifts = v.parse(
      v.array(companyShiftSchema),
      (await call(t.app, 'GET', '/api/v1/company/shift', { token: owner.token })).body.data,
    );
    expect(shifts.map((s) => [s.name.en, s.weekdays, s.start, s.end])).toEqual([
      ['Evening', [0, 1, 4], '16:00', '21:00'],
      ['Morning', [6], '09:00', '12:00'],
    ]);
  });

  it('refuses bad shifts with the field that is wrong', async () => {
    const cases: [unknown[], string[]][] = [
      [[{ ...SHIFT, end: '09:00' }], ['shifts.0.end']],
      [[SHIFT, { ...SHIFT, weekdays: [] }], ['shifts.1.weekdays']],
      [[{ ...SHIFT, weekdays: [7] }], ['shifts.0.weekdays.0']],
      [[{ ...SHIFT, start: '9:00' }], ['shifts.0.start']],
      [[{ ...SHIFT, name_fr: '' }], ['shifts.0.name_fr']],
      [Array.from({ length: 11 }, () => SHIFT), ['shifts']],
    ];
    for (const [shifts, fields] of cases) {
      const answer = await putShifts(owner.companyId, shifts);
      expect([answer.statusCode, fieldsOf(answer)], JSON.stringify(shifts)).toEqual([422, fields]);
    }
  });
});

describe('the slot picker keeps to the shifts', () => {
  let orderer: Awaited<ReturnType<typeof orderingCompanies>>;
  let branch: string;
  const saturday = visitDay();
  const sunday = '2025-01-19';
  const slotsOn = async (date: string) => {
    const answer = await call(t.app, 'POST', '/api/v1/company/timeslots/generate', {
      token: orderer.owner.token,
      body: { branch_id: branch, date, services: [{ service_id: orderer.id('plumbing'), quantity: 1 }] },
    });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return v.parse(timeSlotsSchema, answer.body.data).slots.map((slot) => slot.start);
  };
  const order = (slot: string, shift: 'morning' | 'evening' = 'morning') =>
    postOrder(t.app, orderer.owner.token, orderBody(orderer.id('plumbing'), { branch_id: branch, slot, shift }));

  beforeAll(async () => {
    orderer = await orderingCompanies(t, 'Shifts Co');
    branch = await branchIn(t, orderer.owner.companyId, 'Olaya HQ');
  });

  it('offers every working slot without shifts, only those inside them with shifts', async () => {
    const before = await slotsOn(saturday);
    expect(before).toContain('13:00');
    expect(before).toContain('20:00');
    expect((await putShifts(orderer.owner.companyId, [SHIFT])).statusCode).toBe(200);
    expect(await slotsOn(saturday)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(await slotsOn(sunday)).toEqual([]);
  });

  it('booking checks the shifts again: outside is a 422 on the slot, inside is booked', async () => {
    const outside = await order('13:00');
    expect([outside.statusCode, fieldsOf(outside)]).toEqual([422, ['slot']]);
    expect((await order('11:30')).statusCode).toBe(422);
    const inside = await order('10:00');
    expect(inside.statusCode, JSON.stringify(inside.body)).toBe(201);
    // Ops moving the visit on the dispatch board are offered the company's hours only.
    const moves = await call(
      t.app,
      'GET',
      `/api/v1/ops/dispatch/orders/${inside.body.data.order.id}/slots?date=${saturday}`,
      { token: admin },
    );
    expect(moves.statusCode, JSON.stringify(moves.body)).toBe(200);
    expect(moves.body.data.slots.map((slot: { start: string }) => slot.start)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
  });

  it('an empty list lifts the restriction', async () => {
    expect((await putShifts(orderer.owner.companyId, [])).body.data).toEqual([]);
    expect(await slotsOn(saturday)).toContain('13:00');
    expect((await order('13:00')).statusCode).toBe(201);
  });
});
