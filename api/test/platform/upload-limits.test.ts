import { readdir } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { CERTIFICATE_MAX_BYTES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/platform/db/schema/index';
import { displayFileName } from '../../src/platform/files/display-name';
import { companyOwner, multipartBody, samplePdf } from '../company/account-helpers';
import { errorEnvelope } from '../support/error-envelope';
import { testConfig, useTestApp } from '../support/harness';
import { useTempFolder } from '../support/temp-folder';

// Issue 16.8: an upload past its limit is refused while it streams (not once the whole body has arrived), and
// stored file names lose the characters that reorder or hide text.

const filesFolder = useTempFolder('portal-upload-limits-');
const t = useTestApp(() => ({ config: testConfig({ FILES_DIR: filesFolder.path }) }));
let owner: Awaited<ReturnType<typeof companyOwner>>;
let port: number;
beforeAll(async () => {
  owner = await companyOwner(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/**
 * Streams a certificate upload of `fileBytes` over a socket (chunked, no Content-Length, as a browser or proxy
 * may), and reports how much had been written when the answer arrived.
 */
function uploadOverSocket(fileBytes: number): Promise<{ status: number; body: string; writtenAtAnswer: number }> {
  const boundary = 'portalLimitTest';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'content-type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 0x41);
  const total = head.length + fileBytes + tail.length;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let written = 0;
    let writtenAtAnswer = -1;
    let answer = '';
    const send = (bytes: Buffer) => {
      written += bytes.length;
      return socket.write(`${bytes.length.toString(16)}\r\n${bytes.toString('latin1')}\r\n`, 'latin1');
    };
    socket.on('data', (data) => {
      if (writtenAtAnswer < 0) writtenAtAnswer = written;
      answer += data;
    });
    socket.on('error', () => undefined); // writes after the server closed: expected once it has answered
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      if (!status) reject(new Error(`no answer: ${answer.slice(0, 200)}`));
      const body = answer.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      // The body may be chunked: keep the JSON part.
      resolve({ status, body: body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1), writtenAtAnswer });
    });
    socket.write(
      `POST /api/v1/company/company/${owner.companyId}/certificates/cr HTTP/1.1\r\nhost: localhost\r\n` +
        `authorization: Bearer ${owner.token}\r\nlang: en\r\ntransfer-encoding: chunked\r\n` +
        `content-type: multipart/form-data; boundary=${boundary}\r\n\r\n`,
    );
    send(head);
    let sent = 0;
    const pump = () => {
      while (sent < fileBytes && !socket.destroyed && writtenAtAnswer < 0) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        sent += piece.length;
        if (!send(piece)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (sent >= fileBytes && !socket.destroyed && writtenAtAnswer < 0) {
        send(tail);
        socket.write('0\r\n\r\n');
      }
    };
    pump();
    expect(total).toBeGreaterThan(fileBytes);
  });
}

describe('uploads past the limit', () => {
  it('are refused while they stream, with the 413 envelope, leaving no file behind', async () => {
    const before = await readdir(filesFolder.path);
    const fileBytes = 96 * 1024 * 1024;
    const result = await uploadOverSocket(fileBytes);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ status: 413, message: 'The file is too large: the limit is 5 MB' });
    // Answered long before the 96 MB were sent: after the limit, the bounded read of the rest (32 MB) and what
    // the sockets buffer on the way.
    expect(result.writtenAtAnswer).toBeLessThan(CERTIFICATE_MAX_BYTES + 64 * 1024 * 1024);
    expect(await readdir(filesFolder.path)).toEqual(before);
    const rows = await t.database.db.select().from(files).where(eq(files.companyId, owner.companyId));
    expect(rows).toEqual([]);
  });

  it('leave the API answering the next upload', async () => {
    const { payload, contentType } = multipartBody({
      filename: 'cr.pdf',
      contentType: 'application/pdf',
      data: samplePdf(),
    });
    const next = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/company/${owner.companyId}/certificates/cr`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
      payload,
    });
    expect(next.statusCode).toBe(201);
  });
});

describe('multipart bodies the parser cannot read', () => {
  it('answer 4xx in the envelope, not 500', async () => {
    const url = `/api/v1/company/company/${owner.companyId}/certificates/cr`;
    const headers = { authorization: `Bearer ${owner.token}`, lang: 'en' };
    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual(errorEnvelope(400, 'The request is invalid'));
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']));
    const { payload, contentType } = multipartBody(
      { filename: 'cr.pdf', contentType: 'application/pdf', data: samplePdf() },
      fields,
    );
    const tooManyParts = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(tooManyParts.statusCode).toBe(413);
    expect(tooManyParts.json()).toEqual(errorEnvelope(413, 'The request body is too large'));
    const importNoBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/importProperties',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(importNoBoundary.statusCode).toBe(400);
  });
});

describe('uploaded file names', () => {
  it('lose bidirectional overrides and isolates, control characters and quotes', () => {
    expect(displayFileName('invoice\u202Efdp.exe', 'x')).toBe('invoicefdp.exe');
    expect(displayFileName('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069a.pdf', 'x')).toBe('a.pdf');
    expect(displayFileName('C:\\Users\\me\\"cr"\u0007\u0085.pdf', 'x')).toBe('cr.pdf');
    expect(displayFileName('\u202E', 'cr-certificate')).toBe('cr-certificate');
    expect(displayFileName('السجل التجاري.pdf', 'x')).toBe('السجل التجاري.pdf');
  });

  it('are stored and served without them', async () => {
    const { payload, contentType } = multipartBody({
      filename: 'cr\u202Efdp.exe',
      contentType: 'application/pdf',
      data: samplePdf(),
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/company/${owner.companyId}/certificates/vat`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data.original_name).toBe('crfdp.exe');
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/company/${owner.companyId}/certificates/vat`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(served.headers['content-disposition']).not.toMatch(/%E2%80%AE/i);
  });
});
