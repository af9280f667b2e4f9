import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { companyScope } from '../../src/platform/db/scoped-db';
import { recordEvent } from '../../src/platform/events/record-event';
import { companyOwner } from '../company/account-helpers';
import { call, createTestApp, useTestApp } from '../support/harness';
import { createTestDatabase } from '../support/test-database';

// Issue 24.5: every answer names its request (X-Request-Id, and `requestId` in error envelopes), every log line of
// the request carries the same id, a safe incoming id (nginx's $request_id) is kept, anything else replaced.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Log lines the app writes, parsed (pino writes one JSON object per line). */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

const log = logCapture();
const t = useTestApp({
  logger: log.logger,
  beforeReady: (app) =>
    app.get('/api/v1/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('secret detail');
    }),
});

describe('request ids', () => {
  it('generates one for each request and echoes it', async () => {
    const first = await call(t.app, 'GET', '/api/health');
    const second = await call(t.app, 'GET', '/api/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keeps a safe incoming id (the proxy's) and replaces anything else", async () => {
    const proxied = '4f1c2b9e8d7a6b5c4d3e2f1a0b9c8d7e';
    const kept = await call(t.app, 'GET', '/api/health', { headers: { 'x-request-id': proxied } });
    expect(kept.headers['x-request-id']).toBe(proxied);
    for (const unsafe of ['short', 'has spaces in it', 'a'.repeat(129), '<script>alert(1)</script>', 'line\tfeed00']) {
      const answer = await call(t.app, 'GET', '/api/health', { headers: { 'x-request-id': unsafe } });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('puts the id in every error envelope: 404, 422, 401, 500 and a URL refused before routing', async () => {
    const answers = [
      await call(t.app, 'GET', '/api/v1/nothing/here'),
      await call(t.app, 'POST', '/api/v1/auth/login', { body: {} }),
      await call(t.app, 'GET', '/api/v1/company/branch'),
      await call(t.app, 'GET', '/api/v1/boom'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 422, 401, 500]);
    for (const answer of answers) {
      expect(answer.headers['x-request-id']).toMatch(UUID);
      expect(answer.body.requestId).toBe(answer.headers['x-request-id']);
    }
    const badUrl = await t.app.inject({
      method: 'GET',
      url: '/api/v1/company/branch/%E0%A4%A',
      headers: { 'x-request-id': 'client-chosen-id-1' },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers['x-request-id']).toBe('client-chosen-id-1');
    expect(badUrl.json().requestId).toBe('client-chosen-id-1');
  });

  it('binds the id to every log line of the request, the error included', async () => {
    const id = 'trace-me-0123456789';
    const answer = await call(t.app, 'GET', '/api/v1/boom', { headers: { 'x-request-id': id } });
    expect(answer.body.requestId).toBe(id);
    const mine = log.lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'unhandled error', 'request completed']);
    expect(JSON.stringify(mine)).toContain('secret detail');
  });

  it('labels the log lines of background work with their job', async () => {
    const database = await createTestDatabase();
    const logs = logCapture();
    const app = await createTestApp({ database, logger: logs.logger });
    const owner = await companyOwner(app, 'Background Co');
    // An event recorded in this process: the next answer wakes the dispatcher, whose pass then runs without a
    // request around it. With the database gone, that pass fails and says so.
    await recordEvent(companyScope(app.database.db, { companyId: owner.companyId, membershipId: null }), {
      type: 'NEW_ORDER',
      payload: { reference: 'ORD-TEST' },
      createdAt: new Date(app.clock.time),
    });
    const closed = database.close();
    try {
      await call(app.app, 'GET', '/api/health');
      await expect
        .poll(() => logs.lines.find((line) => line.msg === 'outbox dispatch failed'), { timeout: 10_000 })
        .toMatchObject({ job: 'outbox-dispatch', level: 50 });
    } finally {
      await app.close();
      await closed;
    }
  });
});
