// `npm run bench` (in api/): imports 5,000 generated branch rows through the real endpoint (app.inject) into an
// embedded PGlite database and prints how long it took. A figure to watch, not a timed test (spec: under 10 s).
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config/config';
import { createPglite, pgliteDatabase } from '../src/platform/db/database';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);

async function inject(
  app: Awaited<ReturnType<typeof buildApp>>,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  token?: string,
) {
  const headers: Record<string, string> = { lang: 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.inject({ method, url, payload: body, headers });
  return response.json();
}

async function main() {
  const database = pgliteDatabase(await createPglite());
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    CODE_SENDER: 'outbox',
    PAYMENT_GATEWAY: 'test',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '100000',
  });
  const app = await buildApp({ config, database, migrate: false, logger: false });
  await app.ready();

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
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const lists = workbook.worksheets[1]!;
  const types = (lists.getColumn(1).values as string[]).filter(Boolean);
  const areas = (lists.getColumn(3).values as string[]).filter(Boolean);
  sheet.spliceRows(2, 1); // drop the example row
  for (let i = 0; i < ROWS; i++) {
    sheet.addRow([
      `Branch ${i + 1}`,
      `B-${String(i + 1).padStart(5, '0')}`,
      types[i % types.length],
      'Riyadh',
      areas[i % areas.length],
      `Street ${i % 300}`,
      String(1000 + i),
      100 + (i % 900),
      10 + (i % 40),
      '2012-03-04',
      i % 50,
      1 + (i % 30),
      3.25,
      24.6 + (i % 30) / 100,
      46.6 + (i % 30) / 100,
    ]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
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
  await database.close();
  if (response.statusCode !== 201 || listed.data.total !== ROWS) process.exitCode = 1;
}

await main();
