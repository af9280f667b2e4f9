import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { accountSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { companies, files } from '../../src/platform/db/schema/index';
import { call, testConfig, userMe, useTestApp } from '../support/harness';
import { useTempFolder } from '../support/temp-folder';
import { companyOwner, memberWith, multipartBody, samplePdf, samplePng } from './account-helpers';

const filesFolder = useTempFolder('portal-files-');
const t = useTestApp(() => ({ config: testConfig({ FILES_DIR: filesFolder.path }) }));

const send = (method: 'GET' | 'PUT', url: string, token: string, body?: unknown, lang = 'en') =>
  call(t.app, method, url, { token, body, headers: { lang } });

function upload(
  companyId: string,
  kind: string,
  token: string,
  file: Parameters<typeof multipartBody>[0],
  lang = 'en',
) {
  const { payload, contentType } = multipartBody(file);
  return t.app
    .inject({
      method: 'POST',
      url: `/api/v1/company/company/${companyId}/certificates/${kind}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, lang },
      payload,
    })
    .then((response) => ({ statusCode: response.statusCode, body: response.json() }));
}

const download = (companyId: string, kind: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/company/company/${companyId}/certificates/${kind}`,
    headers: { authorization: `Bearer ${token}` },
  });

const validBody = (id: string) => ({
  id,
  name_ar: 'شركة نجد للمرافق',
  name_en: 'Najd Facilities',
  address: 'King Fahd Road, Al Olaya, Riyadh',
  contact_person: 'Reem Al-Qahtani',
  contact_phone: '0551234567',
  contact_email: 'Contact@Najd.example',
  owner_name: 'Sara Al-Otaibi',
  owner_phone: '+966 55 765 4321',
  owner_email: 'owner@najd.example',
  cr_number: '١٠١٠١٢٣٤٥٦',
  vat_number: '300000000000003',
});

describe('account information', () => {
  it("answers the caller's company, then updates it", async () => {
    const owner = await companyOwner(t, 'Najd Facilities', true);
    const before = await send('GET', '/api/v1/company/company', owner.token);
    expect(before.statusCode).toBe(200);
    expect(v.parse(accountSchema, before.body.data)).toMatchObject({
      id: owner.companyId,
      account_type: 'company',
      name: { ar: 'Najd Facilities', en: 'Najd Facilities' },
      owner_phone: owner.phone,
      cr_number: null,
      vat_number: null,
      national_address: null,
      cr_certificate: null,
      vat_certificate: null,
    });
    const byId = await send('GET', `/api/v1/company/company/${owner.companyId}`, owner.token);
    expect(byId.body.data).toEqual(before.body.data);

    const updated = await send(
      'PUT',
      `/api/v1/company/company/${owner.companyId}`,
      owner.token,
      validBody(owner.companyId),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Record has been updated successfully');
    expect(updated.body.data).toMatchObject({
      name: { ar: 'شركة نجد للمرافق', en: 'Najd Facilities' },
      contact_phone: '+966551234567',
      contact_email: 'contact@najd.example',
      owner_phone: '+966557654321',
      cr_number: '1010123456',
      vat_number: '300000000000003',
    });
    // Blank optional fields clear the value.
    const cleared = await send('PUT', `/api/v1/company/company/${owner.companyId}`, owner.token, {
      ...validBody(owner.companyId),
      address: '  ',
      contact_email: null,
    });
    expect(cleared.body.data).toMatchObject({ address: null, contact_email: null });
    // Login info shows the new names.
    const me = await userMe(t.app, owner.token);
    expect(me.body.data.role.company.name).toEqual({ ar: 'شركة نجد للمرافق', en: 'Najd Facilities' });
  });

  it('refuses bad numbers and phones with field errors in three languages, writing nothing', async () => {
    const owner = await companyOwner(t);
    const [before] = await t.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    const bad = {
      ...validBody(owner.companyId),
      name_ar: '',
      owner_phone: '0112345678',
      owner_email: 'not-an-email',
      cr_number: '12345',
      vat_number: '400000000000003',
    };
    const answer = await send('PUT', `/api/v1/company/company/${owner.companyId}`, owner.token, bad);
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({
      name_ar: ['This field is required'],
      owner_phone: ['Enter a Saudi mobile number such as 05XXXXXXXX'],
      owner_email: ['The Email field must be a valid email'],
      cr_number: ['The CR number must be 10 digits'],
      vat_number: ['The VAT number must be 15 digits, starting and ending with 3'],
    });
    const ar = await send('PUT', `/api/v1/company/company/${owner.companyId}`, owner.token, bad, 'ar');
    expect(ar.body.errors?.cr_number).toEqual(['يجب أن يتكون رقم السجل التجاري من 10 أرقام']);
    expect(ar.body.errors?.vat_number).toEqual(['يجب أن يتكون الرقم الضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3']);
    const fr = await send('PUT', `/api/v1/company/company/${owner.companyId}`, owner.token, bad, 'fr');
    expect(fr.body.errors?.cr_number).toEqual(['Le numéro du registre du commerce doit comporter 10 chiffres']);
    expect(fr.body.errors?.vat_number).toEqual([
      'Le numéro de TVA doit comporter 15 chiffres, commençant et finissant par 3',
    ]);

    const otherId = await send('PUT', `/api/v1/company/company/${owner.companyId}`, owner.token, {
      ...validBody(crypto.randomUUID()),
    });
    expect(otherId.statusCode).toBe(422);
    expect(otherId.body.errors).toEqual({ id: ['This field is invalid'] });
    const [after] = await t.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(after).toEqual(before);
  });

  it("answers another company's id as not found and changes nothing there", async () => {
    const a = await companyOwner(t, 'Company A');
    const b = await companyOwner(t, 'Company B');
    expect((await send('GET', `/api/v1/company/company/${b.companyId}`, a.token)).statusCode).toBe(404);
    const put = await send('PUT', `/api/v1/company/company/${b.companyId}`, a.token, validBody(b.companyId));
    expect(put.statusCode).toBe(404);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, b.companyId));
    expect(company?.nameEn).toBe('Company B');
    expect((await send('GET', '/api/v1/company/company/not-a-uuid', a.token)).statusCode).toBe(422);
  });

  it('needs read to see and update to change', async () => {
    const owner = await companyOwner(t);
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_account_information' }]);
    const stranger = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_dashboard' }]);
    expect((await send('GET', '/api/v1/company/company', reader.token)).statusCode).toBe(200);
    expect((await send('GET', '/api/v1/company/company', stranger.token)).statusCode).toBe(403);
    const put = await send(
      'PUT',
      `/api/v1/company/company/${owner.companyId}`,
      reader.token,
      validBody(owner.companyId),
    );
    expect(put.statusCode).toBe(403);
    expect((await upload(owner.companyId, 'cr', reader.token, pdfFile())).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/company/company')).statusCode).toBe(401);
  });
});

const pdfFile = (data = samplePdf()) => ({ filename: 'السجل التجاري.pdf', contentType: 'application/pdf', data });

describe('certificates', () => {
  it('stores an upload outside the database, serves it back and replaces it', async () => {
    const owner = await companyOwner(t);
    const pdf = samplePdf();
    const uploaded = await upload(owner.companyId, 'cr', owner.token, pdfFile(pdf));
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.body.data).toEqual({
      kind: 'cr',
      original_name: 'السجل التجاري.pdf',
      mime: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      uploaded_at: expect.any(String),
      url: `/api/v1/company/company/${owner.companyId}/certificates/cr`,
    });
    const [row] = await t.database.db.select().from(files).where(eq(files.companyId, owner.companyId));
    expect(row?.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await readFile(join(filesFolder.path, row!.storageKey))).toEqual(pdf);

    const served = await download(owner.companyId, 'cr', owner.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('السجل التجاري.pdf')}`,
    );
    expect(served.rawPayload).toEqual(pdf);

    const account = await send('GET', '/api/v1/company/company', owner.token);
    expect(account.body.data.cr_certificate).toEqual(uploaded.body.data);
    expect(account.body.data.vat_certificate).toBeNull();

    // The client's content type does not matter: the bytes say PNG.
    const png = samplePng();
    const replaced = await upload(owner.companyId, 'cr', owner.token, {
      filename: 'cr.pdf',
      contentType: 'application/pdf',
      data: png,
    });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.body.data).toMatchObject({ mime: 'image/png', size: png.length });
    const rows = await t.database.db.select().from(files).where(eq(files.companyId, owner.companyId));
    expect(rows).toHaveLength(1);
    await expect(readFile(join(filesFolder.path, row!.storageKey))).rejects.toThrow(/ENOENT/);
    const again = await download(owner.companyId, 'cr', owner.token);
    expect(again.headers['content-type']).toBe('image/png');
    expect(again.rawPayload).toEqual(png);
    expect((await download(owner.companyId, 'vat', owner.token)).statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF, JPEG or PNG by content, in three languages, storing nothing', async () => {
    const owner = await companyOwner(t);
    const before = await readdir(filesFolder.path);
    const fake = { filename: 'cr.pdf', contentType: 'application/pdf', data: Buffer.from('<html>not a pdf</html>') };
    const answer = await upload(owner.companyId, 'cr', owner.token, fake);
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toMatchObject({
      status: 422,
      message: 'The file type is not accepted: send a PDF, JPEG or PNG',
      errors: { file: ['The file must be a PDF, JPEG or PNG'] },
    });
    expect((await upload(owner.companyId, 'cr', owner.token, fake, 'ar')).body.errors.file).toEqual([
      'يجب أن يكون الملف بصيغة PDF أو JPEG أو PNG',
    ]);
    expect((await upload(owner.companyId, 'cr', owner.token, fake, 'fr')).body.errors.file).toEqual([
      'Le fichier doit être au format PDF, JPEG ou PNG',
    ]);
    const empty = await upload(owner.companyId, 'vat', owner.token, { ...fake, data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    expect(await readdir(filesFolder.path)).toEqual(before);
    expect(await t.database.db.$count(files, eq(files.companyId, owner.companyId))).toBe(0);
  });

  it('accepts 5 MB and refuses one byte more with 413, keeping the current file', async () => {
    const owner = await companyOwner(t);
    const limit = 5 * 1024 * 1024;
    const exact = Buffer.concat([samplePdf(), Buffer.alloc(limit - samplePdf().length, 0x20)]);
    const accepted = await upload(owner.companyId, 'vat', owner.token, pdfFile(exact));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.body.data.size).toBe(limit);
    const before = await readdir(filesFolder.path);

    const tooBig = await upload(
      owner.companyId,
      'vat',
      owner.token,
      pdfFile(Buffer.concat([exact, Buffer.from(' ')])),
      'fr',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.body).toMatchObject({
      status: 413,
      message: 'Le fichier est trop volumineux : la limite est de 5 Mo',
      errors: { file: ['Le fichier ne peut pas dépasser 5 Mo'] },
    });
    expect(await readdir(filesFolder.path)).toEqual(before);
    const current = await send('GET', '/api/v1/company/company', owner.token);
    expect(current.body.data.vat_certificate.sha256).toBe(accepted.body.data.sha256);
  });

  it('accepts the certificate only in its named field "file", storing nothing else (issue 26.6)', async () => {
    const owner = await companyOwner(t);
    const before = await readdir(filesFolder.path);
    for (const field of ['photo', 'attachment', 'File', 'receipt']) {
      const other = await upload(owner.companyId, 'cr', owner.token, { ...pdfFile(), field });
      expect(other.statusCode, field).toBe(422);
      expect(other.body.errors).toEqual({ file: ['Please choose a file'] });
    }
    expect(await readdir(filesFolder.path)).toEqual(before);
    expect(await t.database.db.$count(files, eq(files.companyId, owner.companyId))).toBe(0);
    expect((await send('GET', '/api/v1/company/company', owner.token)).body.data.cr_certificate).toBeNull();
  });

  it('refuses a request without a file, a JSON body and an unknown kind', async () => {
    const owner = await companyOwner(t);
    const noFile = await upload(owner.companyId, 'cr', owner.token, null);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.body.errors).toEqual({ file: ['Please choose a file'] });
    const json = await call(t.app, 'POST', `/api/v1/company/company/${owner.companyId}/certificates/cr`, {
      token: owner.token,
      body: { file: 'x' },
      headers: { lang: 'en' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.body.message).toBe('Send the file as multipart/form-data in a field named "file"');
    const kind = await upload(owner.companyId, 'tax', owner.token, pdfFile());
    expect(kind.statusCode).toBe(422);
    expect(kind.body.errors).toEqual({ kind: ['This field is invalid'] });
  });

  it('serves a certificate only to members of its company who may read account information', async () => {
    const a = await companyOwner(t, 'Company A');
    const b = await companyOwner(t, 'Company B');
    expect((await upload(a.companyId, 'vat', a.token, pdfFile())).statusCode).toBe(201);

    expect((await download(a.companyId, 'vat', b.token)).statusCode).toBe(404);
    expect((await upload(a.companyId, 'vat', b.token, pdfFile())).statusCode).toBe(404);
    const reader = await memberWith(t, a.companyId, [{ action: 'read', subject: 'b2b_account_information' }]);
    expect((await download(a.companyId, 'vat', reader.token)).statusCode).toBe(200);
    const stranger = await memberWith(t, a.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    expect((await download(a.companyId, 'vat', stranger.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/company/${a.companyId}/certificates/vat`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
