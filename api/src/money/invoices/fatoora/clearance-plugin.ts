import fp from 'fastify-plugin';
import { issuedInvoiceCount } from '../issue-invoice';
import { unitStampIdentity } from '../stamp/unit-stamp';
import { type ClearanceDeps, clearInvoice } from './clear-invoice';
import { ATTEMPTS_PER_JOB, clearanceJobId } from './clearance-job-id';
import { pendingClearances } from './clearance-queries';
import { type FatooraConnection, fatooraConnection } from './fatoora-connection';

declare module 'fastify' {
  interface FastifyInstance {
    einvoicingClearance: {
      /** Sends every pending invoice once now, in this process (tests; the job queue does it otherwise). */
      clearPending(): Promise<void>;
      /** The queue's job for one invoice: throws while Fatoora is unavailable (retried with back-off). */
      runJob(invoiceId: string): Promise<void>;
      connection: FatooraConnection;
    };
  }
}

const CLEAR_JOB = 'einvoicing-clear';
const SWEEP_JOB = 'einvoicing-clear-sweep';
const BATCH = 200;
/** First retry after 30 s, doubling: 30 s … 64 min, about 2 h for the 8 attempts of one job. */
const RETRY_DELAY_SECONDS = 30;

/**
 * Clearance of issued invoices (issue 31.5, ADR 0062). Issuing leaves the invoice pending (the column's default,
 * committed with the sale): nothing in the issuing transaction changes. After every request that issued one
 * (issuedInvoiceCount grew), at start and every 10 minutes, the pending invoices are enqueued, one pg-boss job
 * per invoice and round (clearance-job-id.ts); a worker signs and sends it, and the queue retries an unavailable
 * Fatoora with exponential back-off.
 */
export const clearancePlugin = fp(
  async (app) => {
    const { einvoicing } = app.config;
    const identity = () => unitStampIdentity(einvoicing.stamp, einvoicing.unit);
    const connection = fatooraConnection(einvoicing.fatoora, identity, einvoicing.unit);
    const deps: ClearanceDeps = {
      db: app.database.systemDb('e-invoicing clearance: invoices of every company'),
      connection,
      identity,
      now: app.now,
    };
    const log = app.log.child({ job: CLEAR_JOB });

    // Job ids this process already sent: a wake after every write then costs one indexed query and no insert
    // (the queue would skip them anyway). Forgotten wholesale now and then; the sweep sends regardless.
    const sent = new Set<string>();
    const enqueuePending = async (options: { again?: boolean } = {}) => {
      if (sent.size > 10_000) sent.clear();
      const jobs = (await pendingClearances(deps.db, BATCH))
        .map((invoice) => ({ id: clearanceJobId(invoice.id, invoice.attempts), data: { invoiceId: invoice.id } }))
        .filter((job) => options.again || !sent.has(job.id));
      await app.jobQueue.sendMany(CLEAR_JOB, jobs);
      for (const job of jobs) sent.add(job.id);
    };
    const runJob = async (invoiceId: string) => {
      const outcome = await clearInvoice(deps, invoiceId);
      if (outcome === 'rejected') log.warn({ invoiceId }, 'invoice rejected by Fatoora');
    };

    app.jobQueue.define<{ invoiceId: string }>({
      name: CLEAR_JOB,
      retry: { limit: ATTEMPTS_PER_JOB - 1, delaySeconds: RETRY_DELAY_SECONDS, backoff: true },
      expireSeconds: 5 * 60,
      cron: null,
      run: (job) => runJob(job.data.invoiceId),
    });
    app.jobQueue.define<object>({
      name: SWEEP_JOB,
      retry: { limit: 2, delaySeconds: 30, backoff: true },
      expireSeconds: 5 * 60,
      cron: '*/10 * * * *',
      run: () => enqueuePending({ again: true }),
    });

    let running: Promise<void> | null = null;
    const wake = () => {
      running ??= enqueuePending()
        .catch((error: unknown) => log.error({ err: error }, 'enqueuing clearances failed'))
        .finally(() => {
          running = null;
        });
    };
    // After a request that issued an invoice (its transaction has committed by the time the answer went out; issue
    // 29.5: other requests, a wallet deduction among them, cost nothing). Invoices issued by another process or a
    // job are that process's wake-up, or the sweep's.
    let seen = issuedInvoiceCount();
    app.addHook('onResponse', async () => {
      const count = issuedInvoiceCount();
      if (count === seen) return;
      seen = count;
      wake();
    });
    app.addHook('onReady', async () => wake());
    app.addHook('onClose', async () => {
      await running;
    });

    app.decorate('einvoicingClearance', {
      connection,
      runJob,
      clearPending: async () => {
        for (const invoice of await pendingClearances(deps.db, BATCH)) {
          await runJob(invoice.id).catch((error: unknown) => log.info({ err: error }, 'clearance will be retried'));
        }
      },
    });
  },
  { name: 'einvoicing-clearance', dependencies: ['config', 'database', 'jobs'] },
);
