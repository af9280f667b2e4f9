import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config/config';
import { withSessionLock } from '../db/advisory-lock';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { queueDb } from './queue-db';

// The app's background work on pg-boss, a PostgreSQL job queue (issue 24.2, ADR 0025), in the database the app
// already has: PGlite embedded, or the server that every API process shares. A job is fetched by one worker only
// (FOR UPDATE SKIP LOCKED), retried with back-off when it throws, and taken again when its process died (expiry);
// a cron schedule is sent once per period however many processes evaluate it.

const SCHEMA = 'pgboss';

interface QueuedJob<T> {
  id: string;
  data: T;
  /** Retries so far: 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export interface JobDefinition<T> {
  name: string;
  /** Retries after the first attempt; the delay doubles at each one when `backoff`. */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** Longest run before the job counts as lost and is taken again (a process that died mid-job). */
  expireSeconds: number;
  /** A cron expression (UTC): one job per period across every process; null = sent by the app only. */
  cron: string | null;
  run(job: QueuedJob<T>): Promise<void>;
}

/** Jobs of one queue by state, for metrics (issue 24.5): waiting (new or to retry), running, failed for good. */
export interface QueueStats {
  queued: number;
  active: number;
  failed: number;
}

const PGBOSS_OPTIONS = {
  schema: SCHEMA,
  // Jobs kept for inspection a day after they end, then archived and deleted after a week.
  archiveCompletedAfterSeconds: 24 * 60 * 60,
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  deleteAfterDays: 7,
};

/** Creates or upgrades the queue's tables (pg-boss's own migrations, under an advisory lock). */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = new PgBoss({ ...PGBOSS_OPTIONS, db: queueDb(database), supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #database: Database;
  readonly #config: JobsConfig;
  readonly #definitions = new Map<string, JobDefinition<never>>();
  readonly #ready: Promise<void>;
  #markReady: (error?: Error) => void = () => {};
  #state: 'new' | 'started' | 'stopped' = 'new';

  constructor(database: Database, config: JobsConfig, log: Logger) {
    this.#database = database;
    this.#config = config;
    this.#boss = new PgBoss({
      ...PGBOSS_OPTIONS,
      db: queueDb(database),
      // Maintenance (expiry, archive) and the cron clock only where jobs are worked.
      supervise: config.workers,
      schedule: config.workers,
      cronMonitorIntervalSeconds: config.cronCheckSeconds,
      cronWorkerIntervalSeconds: Math.min(5, config.cronCheckSeconds),
    });
    this.#boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    this.#ready = new Promise<void>((resolve, reject) => {
      this.#markReady = (error) => (error ? reject(error) : resolve());
    });
    // A send that waits for a start that never comes must not be an unhandled rejection of its own.
    this.#ready.catch(() => {});
  }

  /** Declares a queue and its handler; before start. */
  define<T>(definition: JobDefinition<T>): void {
    if (this.#state !== 'new') throw new Error(`job queue already started: cannot define ${definition.name}`);
    this.#definitions.set(definition.name, definition as JobDefinition<never>);
  }

  /** Whether this process works the queue (JOB_WORKERS). */
  get works(): boolean {
    return this.#config.workers;
  }

  async start(): Promise<void> {
    try {
      // The schema, every queue and its settings first, one process at a time (a queue's first creation attaches a
      // partition: two processes starting at once deadlocked there, also with each other's first polls).
      await this.#oneAtATime(async () => {
        await this.#boss.start();
        const existing = await this.#existingQueues();
        for (const definition of this.#definitions.values()) {
          const options = {
            retryLimit: definition.retry.limit,
            retryDelay: definition.retry.delaySeconds,
            retryBackoff: definition.retry.backoff,
            expireInSeconds: definition.expireSeconds,
          };
          // Created once by whichever process comes first; the settings follow this process's configuration.
          // (create_queue's first run on a database costs ≈ 0.1 s a queue: skipped once the queue exists.)
          if (!existing.has(definition.name)) await this.#createQueue(definition.name, options);
          await this.#boss.updateQueue(definition.name, { name: definition.name, ...options });
        }
      });
      // Then the schedules and the workers.
      for (const definition of this.#definitions.values()) {
        if (!this.#config.workers) continue;
        if (definition.cron) await this.#boss.schedule(definition.name, definition.cron);
        else await this.#boss.unschedule(definition.name);
        await this.#boss.work<never>(
          definition.name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.#config.pollMs / 1000 },
          async ([job]) => {
            if (job) await definition.run(job);
          },
        );
      }
      this.#state = 'started';
      this.#markReady();
    } catch (error) {
      this.#markReady(error as Error);
      throw error;
    }
  }

  /** Runs `work` while no other process sets the queue up (a session advisory lock; PGlite is one process). */
  async #oneAtATime(work: () => Promise<void>): Promise<void> {
    const client = this.#database.dedicatedClient();
    await (client ? withSessionLock(client, `${SCHEMA}.setup`, work) : work());
  }

  async #existingQueues(): Promise<Set<string>> {
    const { rows } = await this.#boss
      .getDb()
      .executeSql(`select name from ${SCHEMA}.queue where name = any($1)`, [[...this.#definitions.keys()]]);
    return new Set((rows as { name: string }[]).map((row) => row.name));
  }

  /**
   * pg-boss's create_queue (a table attached as a partition). Called inside #oneAtATime: two processes creating
   * queues at once would deadlock on the attach, and the set-up lock already keeps them one at a time.
   */
  async #createQueue(name: string, options: object): Promise<void> {
    await this.#boss
      .getDb()
      .executeSql(`select ${SCHEMA}.create_queue($1, $2::json)`, [
        name,
        JSON.stringify({ policy: 'standard', ...options }),
      ]);
  }

  /** Enqueues one job; with an `id` already queued (or done and still kept) nothing is added. */
  async send<T extends object>(name: string, data: T, options: { id?: string } = {}): Promise<void> {
    await this.#ready;
    await this.#boss.send(name, data, options);
  }

  /** Enqueues many jobs in one statement; those whose id exists are skipped. */
  async sendMany<T extends object>(name: string, jobs: { id: string; data: T }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.#ready;
    await this.#boss.insert(jobs.map((job) => ({ name, ...job })));
  }

  /** Queue depth and failures of every queue the app defined (one query). */
  async stats(): Promise<Record<string, QueueStats>> {
    await this.#ready;
    const names = [...this.#definitions.keys()];
    const stats = Object.fromEntries(names.map((name) => [name, { queued: 0, active: 0, failed: 0 }]));
    const { rows } = await this.#boss
      .getDb()
      .executeSql(
        `select name, state, count(*)::int as size from ${SCHEMA}.job where name = any($1) group by name, state`,
        [names],
      );
    for (const row of rows as { name: string; state: string; size: number }[]) {
      const counts = stats[row.name]!;
      if (row.state === 'created' || row.state === 'retry') counts.queued += row.size;
      else if (row.state === 'active') counts.active += row.size;
      else if (row.state === 'failed') counts.failed += row.size;
    }
    return stats;
  }

  /** Stops taking jobs and waits for those running (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.#state !== 'started') {
      this.#state = 'stopped';
      this.#markReady(new Error('job queue stopped'));
      return;
    }
    this.#state = 'stopped';
    await this.#boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}
