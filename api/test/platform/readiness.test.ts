import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../support/error-envelope';
import { call, createTestApp, testConfig, useTestApp } from '../support/harness';
import { createTestDatabase } from '../support/test-database';

// Issue 24.5: liveness costs nothing, readiness checks the database and the file storage within
// READY_TIMEOUT_MS, any part may add its own check, and a process that shuts down is never ready.

const t = useTestApp();

describe('liveness and readiness', () => {
  it('answers liveness without asking anything else', async () => {
    const answer = await call(t.app, 'GET', '/api/health');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: 200, message: expect.any(String), data: { alive: true } });
  });

  it('is ready when the database and the files folder answer', async () => {
    const answer = await call(t.app, 'GET', '/api/ready');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ database: 'ok', storage: 'ok' });
  });

  it('names a failing check in a 503 envelope, and a check that does not answer in time', async () => {
    const app = await createTestApp({
      config: testConfig({ READY_TIMEOUT_MS: '1000' }),
      beforeReady: (built) => {
        built.addReadinessCheck('queue', async () => {
          throw new Error('queue down');
        });
        built.addReadinessCheck('slow', () => new Promise(() => {}));
        built.addReadinessCheck('broken', () => {
          throw new Error('threw before any promise');
        });
      },
    });
    try {
      const answer = await call(app.app, 'GET', '/api/ready', { headers: { lang: 'en' } });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toEqual(
        errorEnvelope(503, 'The service is temporarily unavailable', {
          database: 'ok',
          storage: 'ok',
          queue: 'failed',
          slow: 'failed',
          broken: 'failed',
        }),
      );
      // Liveness does not care.
      expect((await call(app.app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not ready when the files folder cannot be made', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ready-'));
    await writeFile(join(folder, 'a-file'), 'x');
    const app = await createTestApp({ config: testConfig({ FILES_DIR: join(folder, 'a-file', 'files') }) });
    try {
      const answer = await call(app.app, 'GET', '/api/ready');
      expect(answer.statusCode).toBe(503);
      expect(answer.body.data).toEqual({ database: 'ok', storage: 'failed' });
    } finally {
      await app.close();
    }
  });

  it('is not ready when the database is gone, while still alive', async () => {
    const database = await createTestDatabase();
    const app = await createTestApp({ database, config: testConfig({ OUTBOX_DISPATCH_INTERVAL_MS: '0' }) });
    // Closed under the app (a server's test database is dropped once the app lets go of it).
    const closed = database.close();
    try {
      const answer = await call(app.app, 'GET', '/api/ready');
      expect(answer.statusCode).toBe(503);
      expect(answer.body.data).toEqual({ database: 'failed', storage: 'ok' });
      expect((await call(app.app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
      await closed;
    }
  });

  it('answers 503 once draining, and from the moment the app starts closing', async () => {
    let duringClose: unknown;
    const app = await createTestApp({
      beforeReady: (built) =>
        built.addHook('preClose', async () => {
          duringClose = await built.checkReadiness();
        }),
    });
    expect((await call(app.app, 'GET', '/api/ready')).statusCode).toBe(200);
    await app.close();
    expect(duringClose).toEqual({ ready: false, draining: true, checks: {} });

    const draining = await createTestApp();
    try {
      draining.app.markDraining();
      const answer = await call(draining.app, 'GET', '/api/ready');
      expect(answer.statusCode).toBe(503);
      expect(answer.body.data).toEqual({ draining: true });
      expect((await call(draining.app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
