import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, walletTempTransactions } from '../../src/platform/db/schema/index';
import { companyOwner, multipartBody, samplePdf, samplePng } from '../company/account-helpers';
import { insertOrder } from '../fulfilment/orders-operations-helpers';
import { newKey } from '../money/money-helpers';
import { testConfig, useTestApp } from '../support/harness';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { useTempFolder } from '../support/temp-folder';

// Issue 24.3: the API configured for S3 (FILES_STORAGE=s3 pointing at a real S3-compatible server, s3rver) stores
// uploads in the bucket, never on its disk, and serves them back through its own permission checks with the
// right type and Content-Disposition.

const TRANSFERS = '/api/v1/company/wallets/walletTempTransaction';
const ORDER_CHAT = '/api/v1/company/orders/orderMessage';

let s3: TestS3;
let s3Stopped = false;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  if (!s3Stopped) await s3.close();
});
// Declared after the S3 server, so they close before it (after-hooks run in reverse).
const filesFolder = useTempFolder('portal-files-unused-');
const t = useTestApp(() => ({
  config: testConfig({ ...s3.env, FILES_DIR: filesFolder.path, OUTBOX_DISPATCH_INTERVAL_MS: '0' }),
}));
let owner: Awaited<ReturnType<typeof companyOwner>>;
beforeAll(async () => {
  owner = await companyOwner(t, 'S3 Storage Co');
});

function upload(url: string, file: Parameters<typeof multipartBody>[0], fields: Record<string, string>) {
  const { payload, contentType } = multipartBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      authorization: `Bearer ${owner.token}`,
      'content-type': contentType,
      'idempotency-key': newKey(),
      lang: 'en',
    },
  });
}

/** A transfer receipt uploaded through the API: its answer and the storage key the API recorded. */
async function uploadReceipt(filename: string, data: Buffer, amount: string) {
  const answer = await upload(
    TRANSFERS,
    { field: 'receipt', filename, contentType: 'application/pdf', data },
    { amount },
  );
  expect(answer.statusCode).toBe(201);
  const transfer = answer.json().data;
  const [row] = await t.database.db
    .select({ key: walletTempTransactions.receiptStorageKey })
    .from(walletTempTransactions)
    .where(eq(walletTempTransactions.id, transfer.id));
  return { transfer, key: row!.key };
}

const get = (url: string, token = owner.token) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, lang: 'en' } });

describe('files in S3', () => {
  it('is the storage the app uses', () => {
    expect(t.app.fileStorage.kind).toBe('s3');
  });

  it('stores a transfer receipt in the bucket and serves it back as an attachment, to its company only', async () => {
    const pdf = Buffer.concat([samplePdf(), Buffer.from('x'.repeat(2000))]);
    const { transfer, key } = await uploadReceipt('إيصال التحويل.pdf', pdf, '50000');
    expect(await s3.keys()).toContain(key);
    expect(await readdir(filesFolder.path)).toEqual([]);

    const served = await get(transfer.receipt.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(pdf);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-length']).toBe(String(pdf.length));
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('إيصال التحويل.pdf')}`,
    );
    expect(served.headers['cache-control']).toBe('private, no-store');

    const stranger = await companyOwner(t, 'Other Co');
    expect((await get(transfer.receipt.url, stranger.token)).statusCode).toBe(404);
  });

  it('stores a chat attachment in the bucket and serves it inline with its type', async () => {
    const order = await insertOrder(t, owner.companyId, { method: 'cash' });
    const png = samplePng();
    const sent = await upload(
      ORDER_CHAT,
      { field: 'attachment', filename: 'sink.png', contentType: 'application/octet-stream', data: png },
      { reference: order.reference, body: '' },
    );
    expect(sent.statusCode).toBe(201);
    const message = sent.json().data;
    const [file] = await t.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.companyId, owner.companyId));
    expect(await s3.keys()).toContain(file!.key);

    const served = await get(`${ORDER_CHAT}/${message.id}/file?reference=${order.reference}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(png);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(`inline; filename="sink.png"; filename*=UTF-8''sink.png`);
    expect(await readdir(filesFolder.path)).toEqual([]);
  });

  it('keeps no object of a refused upload', async () => {
    const before = await s3.keys();
    const refused = await upload(
      TRANSFERS,
      { field: 'receipt', filename: 'receipt.pdf', contentType: 'application/pdf', data: Buffer.from('MZ not a pdf') },
      { amount: '50000' },
    );
    expect(refused.statusCode).toBe(422);
    expect(await s3.keys()).toEqual(before);
  });

  it('answers 404 when the bucket lost the bytes, and 503 to downloads and uploads when the storage does not answer', async () => {
    const receipt = async () => {
      const { transfer, key } = await uploadReceipt('r.pdf', samplePdf(), '60000');
      return { url: transfer.receipt.url as string, key };
    };
    const lostOne = await receipt();
    const kept = await receipt();
    await t.app.fileStorage.remove(lostOne.key);
    const lost = await get(lostOne.url);
    expect(lost.statusCode).toBe(404);
    expect(lost.json().message).toBe('The requested resource was not found');

    await s3.close();
    s3Stopped = true;
    const down = await get(kept.url);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('The service is temporarily unavailable');
    const refused = await upload(
      TRANSFERS,
      { field: 'receipt', filename: 'r.pdf', contentType: 'application/pdf', data: samplePdf() },
      { amount: '70000' },
    );
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe('The service is temporarily unavailable');
  });
});
