import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../support/error-envelope';
import { call, createTestApp, nextPhone, useTestApp } from '../support/harness';

const t = useTestApp();

async function rowCounts() {
  const result = await t.database.db.execute(
    sql`select (select count(*) from users) as users, (select count(*) from companies) as companies,
        (select count(*) from login_codes) as codes, (select count(*) from sessions) as sessions`,
  );
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe('envelope', () => {
  it('answers liveness in the envelope', async () => {
    const answer = await call(t.app, 'GET', '/api/health');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: 200, message: expect.any(String), data: { alive: true } });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const answer = await call(t.app, 'GET', '/api/v1/nothing/here', { headers: { lang: 'en' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toEqual(errorEnvelope(404, 'The requested resource was not found'));
    const post = await call(t.app, 'POST', '/api/v1/auth/nothing', { body: {} });
    expect(post.body.status).toBe(404);
  });

  it('answers a method the path does not take with a 405 envelope naming the allowed ones (issue 16.8)', async () => {
    const health = await call(t.app, 'DELETE', '/api/health', { headers: { lang: 'en' } });
    expect(health.statusCode).toBe(405);
    expect(health.body).toEqual(errorEnvelope(405, 'This method is not allowed here'));
    expect(health.headers.allow).toBe('GET, HEAD');
    const branch = await call(t.app, 'POST', `/api/v1/company/branch/${crypto.randomUUID()}`, { body: {} });
    expect(branch.statusCode).toBe(405);
    expect(branch.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    const list = await call(t.app, 'DELETE', '/api/v1/company/branch?page=1');
    expect(list.statusCode).toBe(405);
    expect(list.headers.allow).toBe('GET, HEAD, POST');
    // A path that matches nothing under any method stays a 404.
    expect((await call(t.app, 'DELETE', '/api/v1/company/branch/1/2/3')).statusCode).toBe(404);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', lang: 'en' },
      payload: '{"phone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorEnvelope(400, 'The request body is not valid JSON'));
  });

  it('hides the details of unexpected errors', async () => {
    const answer = await call(t.app, 'GET', '/api/health', { headers: { lang: 'en' } });
    expect(answer.statusCode).toBe(200);
    const broken = await createTestApp({
      beforeReady: (app) =>
        app.get('/api/v1/boom', { config: { auth: 'public' } }, async () => {
          throw new Error('secret detail');
        }),
    });
    const boom = await call(broken.app, 'GET', '/api/v1/boom', { headers: { lang: 'en' } });
    await broken.close();
    expect(boom.statusCode).toBe(500);
    expect(boom.body).toEqual(errorEnvelope(500, 'Something went wrong'));
  });

  it('says in the envelope the status HTTP says: 201 for every created answer, 200 otherwise (issue 26.6)', async () => {
    type Schema = { properties?: { status?: { enum?: number[] } } };
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
      >;
    };
    const mismatched: string[] = [];
    let created = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [code, response] of Object.entries(operation.responses ?? {})) {
          if (!/^2\d\d$/.test(code)) continue;
          const status = response.content?.['application/json']?.schema?.properties?.status?.enum;
          if (!status) continue;
          if (code === '201') created += 1;
          if (status.join() !== code)
            mismatched.push(`${method.toUpperCase()} ${path}: HTTP ${code}, envelope ${status}`);
        }
      }
    }
    expect(created).toBeGreaterThan(10);
    expect(mismatched).toEqual([]);

    // And so do the answers themselves.
    const phone = nextPhone();
    const registered = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { company_name: 'Created Co', owner_name: 'Nora', phone, email: 'nora@created.example' },
    });
    expect([registered.statusCode, registered.body.status]).toEqual([201, 201]);
    const checked = await call(t.app, 'POST', '/api/v1/auth/phone/check', { body: { phone } });
    expect([checked.statusCode, checked.body.status]).toEqual([200, 200]);
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/register',
        '/api/v1/auth/phone/verify',
        '/api/v1/company/dashboard/dashboard',
      ]),
    );
    expect(doc.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['company_name', 'phone']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('validation', () => {
  const bodies: Array<[string, unknown, string[]]> = [
    ['/api/v1/auth/register', {}, ['company_name', 'owner_name', 'phone', 'email']],
    [
      '/api/v1/auth/register',
      { company_name: ' ', owner_name: 7, phone: '12345', email: 'not-an-email' },
      ['company_name', 'owner_name', 'phone', 'email'],
    ],
    ['/api/v1/auth/phone/check', {}, ['phone']],
    ['/api/v1/auth/phone/check', { phone: '+971501234567' }, ['phone']],
    ['/api/v1/auth/login', { phone: '' }, ['phone']],
    ['/api/v1/auth/login', [], ['phone']],
    ['/api/v1/auth/phone/verify', {}, ['phone', 'code']],
    ['/api/v1/auth/phone/verify', { phone: '0501234567', code: '12a4' }, ['code']],
    ['/api/v1/auth/phone/verify', { phone: '0501234567', code: '12345' }, ['code']],
  ];

  it.each(bodies)('%s rejects %j with 422 field errors and writes nothing', async (url, body, fields) => {
    const before = await rowCounts();
    const answer = await call(t.app, 'POST', url, { body, headers: { lang: 'en' } });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.status).toBe(422);
    expect(answer.body.data).toBeNull();
    expect(answer.body.message).toBe('The given data was invalid');
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([...fields].sort());
    for (const messages of Object.values(answer.body.errors ?? {})) expect(messages.length).toBeGreaterThan(0);
    expect(await rowCounts()).toEqual(before);
  });

  it('uses the spec wording', async () => {
    const answer = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { company_name: '', owner_name: 'Sara', phone: '', email: 'nope' },
      headers: { lang: 'en' },
    });
    expect(answer.body.errors).toEqual({
      company_name: ['This field is required'],
      phone: ['Please enter the phone number'],
      email: ['The Email field must be a valid email'],
    });
    const missing = await call(t.app, 'POST', '/api/v1/auth/login', { body: {}, headers: { lang: 'en' } });
    expect(missing.body.errors).toEqual({ phone: ['Please enter the phone number'] });
  });

  it('validates a POST without a body as an empty object', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { lang: 'en' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: ['Please enter the phone number'] });
  });

  it('localizes by the lang header (ar default, en, fr)', async () => {
    const ask = (lang?: string) =>
      call(t.app, 'POST', '/api/v1/auth/login', { body: { phone: '' }, headers: lang ? { lang } : {} });
    const ar = await ask();
    const en = await ask('en');
    const fr = await ask('fr');
    const unknown = await ask('de');
    expect(ar.body.errors?.phone).toEqual(['يرجى إدخال رقم الجوال']);
    expect(en.body.errors?.phone).toEqual(['Please enter the phone number']);
    expect(fr.body.errors?.phone).toEqual(['Veuillez saisir le numéro de téléphone']);
    expect(unknown.body).toEqual({ ...ar.body, requestId: unknown.body.requestId });
    expect(new Set([ar.body.message, en.body.message, fr.body.message]).size).toBe(3);

    const badPhone = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { phone: '0112345678' },
      headers: { lang: 'fr' },
    });
    expect(badPhone.body.errors?.phone).toHaveLength(1);
    expect(badPhone.body.errors?.phone?.[0]).not.toBe(en.body.errors?.phone?.[0]);
    const unauthenticated = await call(t.app, 'POST', '/api/v1/auth/user/me', { headers: { lang: 'en' }, body: {} });
    expect(unauthenticated.body).toEqual(errorEnvelope(401, 'Unauthenticated'));
  });
});
