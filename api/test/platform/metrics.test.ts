import { randomUUID } from 'node:crypto';
import { EVENT_STREAM_PATH } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, outboxEvents } from '../../src/platform/db/schema/index';
import { errorEnvelope } from '../support/error-envelope';
import { call, createTestApp, registerAndSignIn, testConfig, useTestApp } from '../support/harness';
import { listen, openStream } from '../support/sse-client';

// Issue 24.5: Prometheus metrics per route pattern (never the raw URL), the pool, event streams and the
// background backlog, for loopback scrapers or the METRICS_TOKEN holder only.

// No dispatcher pass of its own: the test's undispatched event stays pending until the scrape.
const t = useTestApp({ config: testConfig({ OUTBOX_DISPATCH_INTERVAL_MS: '0' }) });

async function scrape(app = t.app, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({ method: 'GET', url: '/api/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** The value of one sample line (`name{labels} value`). */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('metrics', () => {
  it('counts requests by route pattern, never by raw URL', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) await call(t.app, 'GET', `/api/v1/company/branch/${id}`);
    await call(t.app, 'GET', `/api/v1/nothing/${ids[0]}`);
    await call(t.app, 'GET', '/api/health');

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    const branch = 'method="GET",route="/api/v1/company/branch/:id",status_class="4xx"';
    expect(sample(text, `http_requests_total{${branch}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_count{${branch}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${branch}}`)).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status_class="2xx"}')).toBe(1);
    for (const id of ids) expect(text).not.toContain(id);
  });

  it('reports the process, the database, the open event streams and the backlog', async () => {
    await registerAndSignIn(t.app);
    const [company] = await t.database.db.select({ id: companies.id }).from(companies).limit(1);
    const companyId = company!.id;
    const pendingBefore = await t.database.db.$count(outboxEvents, sql`${outboxEvents.dispatchedAt} is null`);
    await t.database.db.insert(outboxEvents).values({
      companyId,
      type: 'TEST_EVENT',
      payload: {},
      createdAt: new Date(t.clock.time - 90_000),
    });

    const text = (await scrape()).body;
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, `database_info{kind="${t.database.kind}"}`)).toBe(1);
    if (t.database.kind === 'postgres') expect(sample(text, 'db_pool_connections')).toBeGreaterThan(0);
    else expect(text).not.toContain('db_pool_connections');
    expect(sample(text, 'event_streams_open')).toBe(0);
    expect(sample(text, 'outbox_events_pending')).toBe(pendingBefore + 1);
    expect(sample(text, 'outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'outbound_deliveries_pending')).toBe(0);
    expect(sample(text, 'outbound_deliveries_failed')).toBe(0);
    // The job queue (pg-boss), per queue and state.
    for (const queue of ['outbox-dispatch', 'transfers-overdue', 'outbound-send']) {
      for (const state of ['queued', 'active', 'failed'])
        expect(sample(text, `job_queue_jobs{queue="${queue}",state="${state}"}`), `${queue} ${state}`).toBe(0);
    }

    await t.app.dispatchOutbox();
    const after = (await scrape()).body;
    expect(sample(after, 'outbox_events_pending')).toBe(0);
    expect(sample(after, 'outbox_oldest_pending_seconds')).toBe(0);
  });

  it('counts open event streams, and leaves a stream out of the latency histogram', async () => {
    const own = await createTestApp();
    try {
      const { token } = await registerAndSignIn(own.app);
      const stream = await openStream(await listen(own.app), token);
      expect(stream.status).toBe(200);
      expect(sample((await scrape(own.app)).body, 'event_streams_open')).toBe(1);
      // The server ends it (as on shutdown): its answer is complete, so it is counted now.
      own.app.eventStreams.close();
      await stream.ended;
      const labels = `method="GET",route="${EVENT_STREAM_PATH}",status_class="2xx"`;
      await expect.poll(async () => sample((await scrape(own.app)).body, `http_requests_total{${labels}}`)).toBe(1);
      const text = (await scrape(own.app)).body;
      expect(sample(text, 'event_streams_open')).toBe(0);
      expect(text).not.toContain(`http_request_duration_seconds_count{${labels}}`);
    } finally {
      await own.close();
    }
  });

  it('is refused to other machines when no token is set', async () => {
    const answer = await scrape(t.app, { lang: 'en' }, '203.0.113.9');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(errorEnvelope(403, 'This action is unauthorized', { reason: 'not_allowed' }));
    expect(answer.body).not.toContain('http_requests_total');
  });

  it('takes only the token when METRICS_TOKEN is set, from anywhere', async () => {
    const secret = 'metrics-secret-0123456789';
    const app = await createTestApp({ config: testConfig({ METRICS_TOKEN: secret }) });
    try {
      expect((await scrape(app.app)).statusCode).toBe(401);
      expect((await scrape(app.app, { authorization: 'Bearer wrong-secret-0123456789' })).statusCode).toBe(401);
      expect((await scrape(app.app, { authorization: `Bearer ${secret}x` })).statusCode).toBe(401);
      const allowed = await scrape(app.app, { authorization: `Bearer ${secret}` }, '203.0.113.9');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('http_requests_total');
    } finally {
      await app.close();
    }
  });
});
