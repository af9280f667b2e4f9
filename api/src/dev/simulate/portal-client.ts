import { randomBytes } from 'node:crypto';
import { AFTER_PHOTO, BEFORE_PHOTO } from '../seed/demo-photos';

// The simulator drives the portal through its real HTTP API (ops and provider endpoints), as people would: against
// a running API (`npm start`: the PGlite data folder belongs to that process) or, in tests, through app.inject.

export interface Answer {
  statusCode: number;
  // biome-ignore lint/suspicious/noExplicitAny: the simulator reads answers loosely; the API's schemas check them.
  body: { message: string; data: any; errors?: Record<string, string[]> };
}

interface Request {
  method: 'GET' | 'POST';
  /** Path from the API root, e.g. /api/v1/ops/orders. */
  url: string;
  token?: string;
  /** Extra headers (an Idempotency-Key). */
  headers?: Record<string, string>;
  json?: unknown;
  multipart?: { payload: Buffer; contentType: string };
}

export type Transport = (request: Request) => Promise<Answer>;

/** A transport over fetch to an API origin (http://127.0.0.1:8090, or the portal's http://localhost:8080). */
export function fetchTransport(origin: string): Transport {
  return async (request) => {
    const headers: Record<string, string> = { lang: 'en', ...request.headers };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    let body: BodyInit | undefined;
    if (request.multipart) {
      headers['content-type'] = request.multipart.contentType;
      body = new Uint8Array(request.multipart.payload);
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const response = await fetch(`${origin}${request.url}`, { method: request.method, headers, body });
    return { statusCode: response.status, body: (await response.json()) as Answer['body'] };
  };
}

/** Signs a phone in with the development outbox's code (CODE_SENDER=outbox): the session token. */
export async function signIn(send: Transport, phone: string): Promise<string> {
  const sent = await send({ method: 'POST', url: '/api/v1/auth/login', json: { phone } });
  if (sent.statusCode !== 200) throw new Error(`login of ${phone} refused: ${sent.body.message}`);
  const outbox = await send({ method: 'GET', url: `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}` });
  if (outbox.statusCode !== 200) throw new Error(`no code for ${phone}: is the API running with CODE_SENDER=outbox?`);
  const verified = await send({
    method: 'POST',
    url: '/api/v1/auth/phone/verify',
    json: { phone, code: outbox.body.data.code },
  });
  if (verified.statusCode !== 200) throw new Error(`sign-in of ${phone} failed: ${verified.body.message}`);
  return verified.body.data.token as string;
}

/** multipart/form-data with the photo in field `photo`. */
export function photoUpload(stage: 'before' | 'after'): { payload: Buffer; contentType: string } {
  const boundary = `----simulate${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="stage"\r\n\r\n${stage}\r\n`),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="${stage}.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    stage === 'before' ? BEFORE_PHOTO : AFTER_PHOTO,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
