// `npm run bench` (in api/): imports 5,000 generated branch rows through the real endpoint (app.inject) into an
// embedded PGlite database and prints how long it took. A figure to watch, not a timed test (spec: under 10 s).
import { randomBytes } from 'node:crypto';
import type { Database } from '../src/platform/db/database';
import { type App, benchApp } from './bench-app';
import { onBenchPglite } from './bench-database';
import { branchWorkbook } from './branch-workbook';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);

async function inject(app: App, method: 'GET' | 'POST', url: string, body?: object, token?: string) {
  const headers: Record<string, string> = { lang: 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.inject({ method, url, payload: body, headers });
  return response.json();
}

async function bench(database: Database) {
  const app = await benchApp(database);

  const phone = '+966500009999';
  await inject(app, 'POST', '/api/v1/auth/register', {
    company_name: 'Bench Co',
    owner_name: 'Bench',
    phone,
    email: 'bench@example.com',
  });
  const { data: outbox } = await inject(app, 'GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const { data: session } = await inject(app, 'POST', '/api/v1/auth/phone/verify', { phone, code: outbox.code });
  const token = session.token as string;

  // The user's own path: download the template, fill it, upload it.
  const template = await app.inject({
    method: 'GET',
    url: '/api/v1/company/importProperties/template',
    headers: { authorization: `Bearer ${token}`, lang: 'en' },
  });
  const file = await branchWorkbook(template.rawPayload as unknown as ArrayBuffer, ROWS);
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="branches.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/company/importProperties',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      lang: 'en',
    },
    payload,
  });
  const seconds = (performance.now() - started) / 1000;
  const answer = response.json();
  const listed = await inject(app, 'GET', '/api/v1/company/branch?perPage=3', undefined, token);
  console.log(
    `bulk import: ${answer.data?.imported ?? 0} of ${ROWS} rows (${(file.length / 1024).toFixed(0)} KiB .xlsx) in ${seconds.toFixed(2)} s ` +
      `(HTTP ${response.statusCode}, ${listed.data.total} branches listed) on PGlite, Node ${process.version}`,
  );
  await app.close();
  if (response.statusCode !== 201 || listed.data.total !== ROWS) process.exitCode = 1;
}

await onBenchPglite(bench);
