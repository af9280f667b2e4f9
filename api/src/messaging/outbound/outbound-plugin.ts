import fp from 'fastify-plugin';
import { cronEvery } from '../../platform/jobs/cron-every';
import { configuredSenders } from './outbound-senders';
import { planDeliveries } from './plan-deliveries';
import { MAX_ATTEMPTS, pendingDeliveryIds, sendDeliveries, sendDelivery } from './send-deliveries';
import type { OutboundSenders } from './senders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans the messages of newly dispatched events and sends what is pending now (tests await it). */
    deliverOutbound(): Promise<void>;
  }
}

const SEND_JOB = 'outbound-send';
const SWEEP_JOB = 'outbound-sweep';
/** Pending deliveries the sweep enqueues again per run. */
const SWEEP_LIMIT = 1000;

/**
 * WhatsApp, e-mail and web push of order events (issue 12.4, 12.6), hooked on the outbox dispatcher and never
 * inside a business transaction. After every dispatch that delivered events, and at start, the planner writes one
 * delivery per message and enqueues one job per delivery (its id is the delivery's: enqueued twice, queued once);
 * a worker of any API process sends it, and the queue retries a failure with back-off (OUTBOUND_RETRY_INTERVAL_MS
 * first, doubling, 5 attempts; ADR 0025). A sweep on the queue's schedule plans and enqueues whatever a crash left.
 * Channels without settings are off: no rows, no network. Tests pass fake senders.
 */
export const outboundPlugin = fp<{ senders?: Partial<OutboundSenders> }>(
  async (app, options) => {
    const senders: OutboundSenders = { ...configuredSenders(app.config), ...options.senders };
    const enabled = { whatsapp: !!senders.whatsapp, mail: !!senders.mail, push: !!senders.push };
    const db = app.database.systemDb('outbound messages: dispatched events of every company');
    const anyChannel = enabled.whatsapp || enabled.mail || enabled.push;
    const log = app.log.child({ job: 'outbound-delivery' });
    const { retryIntervalMs } = app.config.outbound;

    const enqueue = (ids: string[]) =>
      app.jobQueue.sendMany(
        SEND_JOB,
        ids.map((id) => ({ id, data: {} })),
      );
    const plan = async () => {
      for (;;) {
        const { read, planned } = await planDeliveries(db, enabled, app.config.outbound, app.now());
        await enqueue(planned);
        if (read === 0) return;
      }
    };

    app.jobQueue.define<object>({
      name: SEND_JOB,
      retry: { limit: MAX_ATTEMPTS - 1, delaySeconds: Math.max(1, Math.round(retryIntervalMs / 1000)), backoff: true },
      expireSeconds: 5 * 60,
      cron: null,
      run: (job) => sendDelivery(db, senders, job.id, { now: app.now, log, lastTry: job.retryCount >= job.retryLimit }),
    });
    app.jobQueue.define<object>({
      name: SWEEP_JOB,
      retry: { limit: 2, delaySeconds: 30, backoff: true },
      expireSeconds: 5 * 60,
      cron: anyChannel && retryIntervalMs > 0 ? cronEvery(retryIntervalMs) : null,
      run: async () => {
        await plan();
        await enqueue(await pendingDeliveryIds(db, SWEEP_LIMIT));
      },
    });

    let running: Promise<void> | null = null;
    let again = false;
    let stopped = false;
    const planPass = (): Promise<void> => {
      if (!anyChannel) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await plan();
        } while (again && !stopped);
      })().finally(() => {
        running = null;
      });
      return running;
    };
    const wake = () => {
      if (stopped) return;
      planPass().catch((error: unknown) => log.error({ err: error }, 'outbound planning failed'));
    };

    app.decorate('deliverOutbound', async () => {
      await running?.catch(() => {});
      await planPass();
      // Run now, in this process: the jobs just enqueued are then found sent (tests; a process without workers).
      if (anyChannel) await sendDeliveries(db, senders, app.now, log);
    });
    if (!anyChannel) return;
    app.onOutboxDispatched(wake);
    app.addHook('onReady', async () => wake());
    app.addHook('preClose', async () => {
      stopped = true;
    });
    app.addHook('onClose', async () => {
      await running?.catch(() => {});
    });
  },
  { name: 'outbound', dependencies: ['config', 'database', 'events', 'jobs'] },
);
