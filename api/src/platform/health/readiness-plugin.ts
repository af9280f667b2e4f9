import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from '../logger';

// Readiness (GET /api/ready): may this process take traffic? Each named check must settle within
// READY_TIMEOUT_MS. A process that is shutting down is never ready, so a load balancer stops sending to it
// before its server closes.

export type ReadinessCheck = () => Promise<unknown>;

export type ReadinessReport =
  | { ready: true; checks: Record<string, 'ok'> }
  | { ready: false; draining: boolean; checks: Record<string, 'ok' | 'failed'> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a readiness check, or replaces the one of that name (the storage adapter replaces `storage`). */
    addReadinessCheck(name: string, check: ReadinessCheck): void;
    /** From now on readiness answers 503 (SIGTERM: before closing, while the load balancer notices). */
    markDraining(): void;
    /** Runs every check; failures are logged on `log` (the probe's request logger: its id names them). */
    checkReadiness(log?: Logger): Promise<ReadinessReport>;
  }
}

function withTimeout(check: ReadinessCheck, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // A check that throws before returning its promise fails like one that rejects.
  return Promise.race([Promise.resolve().then(check), timeout]).finally(() => clearTimeout(timer));
}

/** The files folder exists (or can be made) and this process may write in it. */
export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    const checks = new Map<string, ReadinessCheck>();
    let draining = false;

    app.decorate('addReadinessCheck', (name: string, check: ReadinessCheck) => void checks.set(name, check));
    app.decorate('markDraining', () => {
      draining = true;
    });
    app.decorate('checkReadiness', async (log: Logger = app.log): Promise<ReadinessReport> => {
      // A draining process answers at once: it must not queue behind its own shutdown.
      if (draining) return { ready: false, draining, checks: {} };
      const names = [...checks.keys()];
      const outcomes = await Promise.allSettled(
        names.map((name) => withTimeout(checks.get(name)!, app.config.observe.readyTimeoutMs)),
      );
      const results: Record<string, 'ok' | 'failed'> = {};
      outcomes.forEach((outcome, i) => {
        const name = names[i]!;
        results[name] = outcome.status === 'fulfilled' ? 'ok' : 'failed';
        if (outcome.status === 'rejected') log.warn({ err: outcome.reason, check: name }, 'readiness check failed');
      });
      const ready = Object.values(results).every((result) => result === 'ok');
      return ready ? { ready, checks: results as Record<string, 'ok'> } : { ready, draining, checks: results };
    });
    // Fastify's close() starts here; a SIGTERM handler calls markDraining() earlier, to give the balancer time.
    app.addHook('preClose', async () => {
      draining = true;
    });

    app.addReadinessCheck('database', () => app.database.db.execute(sql`select 1`));
    // The configured storage's own check: the local folder writable, or the S3 bucket answering (HeadBucket).
    app.addReadinessCheck('storage', () => app.fileStorage.check());
  },
  { name: 'readiness', dependencies: ['config', 'database', 'file-storage'] },
);
