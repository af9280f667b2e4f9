import type { FastifyInstance } from 'fastify';

/**
 * SIGTERM / SIGINT (Ctrl-C): stop taking requests, let those in flight finish and commit, end the event streams
 * with a reconnect hint (events plugin), close the database, exit, within `timeoutMs` (then at once). A second
 * signal changes nothing: Ctrl-C under `npm start` sends SIGINT to the group and the launcher SIGTERM after it.
 */
export function gracefulShutdown(app: FastifyInstance, options: { timeoutMs: number }) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down: finishing requests in flight');
    const bound = setTimeout(() => {
      app.log.error('shutdown took longer than its bound: exiting');
      process.exit(1);
    }, options.timeoutMs);
    bound.unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
