import { LIVE_STREAM_RULES, STREAM_RECONNECT_EVENT } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { CallerRecord } from '../ability/caller-lookup';
import { roleIdHeader } from '../ability/current-membership';
import { forbidden } from '../http/app-error';
import { openEventStream, streamStart } from '../http/open-event-stream';
import { requestContext } from '../http/request-context';
import { latestSeq } from './event-queries';
import { grantOf, type StreamIdentity } from './stream-access';
import { StreamConnection } from './stream-connection';

// GET /api/v1/company/events/stream (ADR 0011, ADR 0032): Server-Sent Events of the caller's company, for signed-in
// users with the same bearer token and Role-Id as every other route (the client reads it with fetch, not
// EventSource). Each event: `id: <seq>` (send it back as Last-Event-ID to resume) and `data: {id, type, data,
// created_at}`; clients dedupe by the event's `id`. Each event goes only to whoever the REST API lets read what it
// names (event-visibility.ts: the permission and the branch limit). The stream ends as soon as its session is
// signed out or revoked, its membership removed or expired, or its role loses this route's permission; a role's
// other changes apply to it at once (stream-connection.ts). A comment line every REALTIME_HEARTBEAT_MS keeps
// proxies and the client's watchdog informed, after one more access read (the backstop for the dates).

/** On shutdown, clients come back within this, spread at random (a fleet must not return at one instant). */
const SHUTDOWN_RECONNECT_WITHIN_MS = 1_000;

// Anyone who may read the bell or something an event names (contract LIVE_STREAM_RULES, issue 28.5).
const rule = { anyAbility: LIVE_STREAM_RULES } as const;

export async function eventStreamRoutes(app: FastifyInstance) {
  app.route({
    method: 'GET',
    url: '/events/stream',
    schema: {
      summary: "The company's live events (Server-Sent Events, text/event-stream); Last-Event-ID resumes after that id",
      tags: ['events'],
      security: [{ bearerAuth: [] }],
    },
    config: { ...rule },
    handler: async (request, reply) => {
      const ctx = requestContext(app, request, rule);
      const identity: StreamIdentity = {
        token: ctx.actor.token,
        roleId: roleIdHeader(request.headers),
        companyId: ctx.actor.companyId,
      };
      // The access the hook just granted, from the same caller record.
      const grant = grantOf(request.callerRecord as CallerRecord, identity, ctx.now);
      if (!grant) throw forbidden();
      const latest = await latestSeq(ctx.scope);

      const startSeq = streamStart(request.headers['last-event-id'], latest);
      const raw = openEventStream(reply, startSeq);

      let remove = () => {};
      const connection = new StreamConnection(app, raw, identity, grant, startSeq, (reason) => {
        // Going away for good: tell the client to come back soon (to another process) rather than after its
        // back-off, and from where (the id it already has).
        if (reason === 'shutdown') {
          raw.write(`event: ${STREAM_RECONNECT_EVENT}\ndata: ${SHUTDOWN_RECONNECT_WITHIN_MS}\n\n`);
        }
        clearInterval(heartbeat);
        remove();
        raw.end();
      });
      const heartbeat = setInterval(() => connection.heartbeat(), app.config.realtime.heartbeatMs);
      remove = app.eventStreams.add(connection);
      // The record may be a few seconds old (caller cache), and a change may have committed before this stream
      // listened for changes: one fresh read now that it does (events meanwhile wait for it).
      void connection.recheck();
      raw.on('close', () => connection.end());
    },
  });
}
