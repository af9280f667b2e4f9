import fp from 'fastify-plugin';
import { configuredSenders } from './outbound-senders';
import { planDeliveries } from './plan-deliveries';
import { sendDeliveries } from './send-deliveries';
import type { OutboundSenders } from './senders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans the messages of newly dispatched events and sends what is pending (tests await it). */
    deliverOutbound(): Promise<void>;
  }
}

/**
 * WhatsApp, e-mail and web push of order events (issue 12.4, 12.6), hooked on the outbox dispatcher: a pass runs
 * after every dispatch that delivered events, at start, and every OUTBOUND_RETRY_INTERVAL_MS for retries — never
 * inside a business transaction. Channels without settings are off: no rows, no network. Tests pass fake senders.
 */
export const outboundPlugin = fp<{ senders?: Partial<OutboundSenders> }>(
  async (app, options) => {
    const senders: OutboundSenders = { ...configuredSenders(app.config), ...options.senders };
    const enabled = { whatsapp: !!senders.whatsapp, mail: !!senders.mail, push: !!senders.push };
    const db = app.database.systemDb('outbound messages: dispatched events of every company');
    const anyChannel = enabled.whatsapp || enabled.mail || enabled.push;
    const log = app.log.child({ job: 'outbound-delivery' });

    let running: Promise<void> | null = null;
    let again = false;
    let stopped = false;
    const pass = async () => {
      while ((await planDeliveries(db, enabled, app.config.outbound, app.now())) > 0) {
        // Until the planner has caught up with the dispatched events.
      }
      await sendDeliveries(db, senders, app.now, log);
    };
    const deliver = (): Promise<void> => {
      if (!anyChannel) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await pass();
        } while (again && !stopped);
      })().finally(() => {
        running = null;
      });
      return running;
    };
    const wake = () => {
      if (stopped) return;
      deliver().catch((error: unknown) => log.error({ err: error }, 'outbound pass failed'));
    };

    app.decorate('deliverOutbound', async () => {
      await running?.catch(() => {});
      await deliver();
    });
    if (!anyChannel) return;
    app.onOutboxDispatched(wake);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      wake();
      const every = app.config.outbound.retryIntervalMs;
      if (every > 0) {
        timer = setInterval(wake, every);
        timer.unref();
      }
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearInterval(timer);
    });
    app.addHook('onClose', async () => {
      await running?.catch(() => {});
    });
  },
  { name: 'outbound', dependencies: ['config', 'database', 'events'] },
);
