import fp from 'fastify-plugin';
import { cronEvery } from '../jobs/cron-every';
import { dispatchOutbox } from './dispatch-outbox';
import { type OutboxBus, outboxBus } from './outbox-bus';
import { recordedEventCount } from './record-event';
import { StreamHub } from './stream-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open event streams of this process. */
    eventStreams: StreamHub;
    /** Dispatches every pending outbox event now (tests, and the wake-up after each change). */
    dispatchOutbox(): Promise<number>;
    /** Runs `listener` after each dispatch pass that delivered events (the outbound channels, issue 12.6). */
    onOutboxDispatched(listener: () => void): void;
    /** Calls `listener` whenever any process dispatched events (the ops chat stream, issue 27.5); answers the removal. */
    onOutboxAnnounced(listener: () => void): () => void;
  }
}

/**
 * The outbox dispatcher and the realtime fan-out (DOMAIN.md §7, ADR 0011), started and stopped with the app.
 * A pass runs at start (events written while the API was down), after each request that recorded events (in this
 * process, at once: the realtime path) and as a job on the queue's schedule, OUTBOX_DISPATCH_INTERVAL_MS in whole
 * minutes, once per period across processes (events written elsewhere, or whose wake-up was lost to a crash; ADR
 * 0025). Passes never overlap within the process; across processes the dispatcher's transaction lock orders them,
 * and each event is numbered once.
 */
export const eventsPlugin = fp(
  async (app) => {
    // Background work logs without a request: the `job` label says where a line comes from.
    const log = app.log.child({ job: 'outbox-dispatch' });
    const bus: OutboxBus = outboxBus(app.database, log);
    const hub = new StreamHub(
      app.database.systemDb('event streams: each company reads its own events'),
      bus,
      app.log.child({ job: 'event-streams' }),
    );
    const db = app.database.systemDb('outbox dispatcher: undelivered events of every company');
    // The caller cache (ability/caller-cache.ts) serves only while the access channel is heard, and forgets every
    // kept caller at any access change announced by any process (issue 29.5).
    bus.subscribeListening((heard) => app.callerCache.listening(heard));
    bus.subscribeAccess(() => app.callerCache.clear());

    const dispatched: (() => void)[] = [];
    let running: Promise<number> | null = null;
    let again = false;
    let stopped = false;
    const dispatch = async (): Promise<number> => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await dispatchOutbox(db, bus, app.now);
        } while (again && !stopped);
        if (total > 0) for (const listener of dispatched) listener();
        return total;
      })().finally(() => {
        running = null;
        // A wake-up that came after the loop's last check.
        if (again && !stopped) wake();
      });
      return running;
    };
    const wake = () => {
      if (stopped) return;
      dispatch().catch((error: unknown) => log.error({ err: error }, 'outbox dispatch failed'));
    };

    app.decorate('eventStreams', hub);
    app.decorate('dispatchOutbox', dispatch);
    app.decorate('onOutboxDispatched', (listener: () => void) => void dispatched.push(listener));
    app.decorate('onOutboxAnnounced', (listener: () => void) => bus.subscribe(() => listener()));
    // After a request that recorded events (its transaction has committed by the time the answer went out);
    // other requests cost nothing.
    let seen = recordedEventCount();
    app.addHook('onResponse', async () => {
      const count = recordedEventCount();
      if (count === seen) return;
      seen = count;
      wake();
    });

    const every = app.config.realtime.dispatchIntervalMs;
    app.jobQueue.define({
      name: 'outbox-dispatch',
      retry: { limit: 2, delaySeconds: 5, backoff: true },
      expireSeconds: 5 * 60,
      cron: every > 0 ? cronEvery(every) : null,
      run: async () => {
        if (!stopped) await dispatch();
      },
    });

    app.addHook('onReady', async () => {
      await bus.start();
      wake();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      hub.close();
    });
    app.addHook('onClose', async () => {
      await running?.catch(() => 0);
      await bus.close();
    });
  },
  { name: 'events', dependencies: ['config', 'database', 'jobs', 'auth'] },
);
