import { OPS_EVENT_STREAM_ROUTE, STREAM_RECONNECT_EVENT } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Ability } from '../../../platform/ability/build-ability';
import type { CallerRecord } from '../../../platform/ability/caller-lookup';
import { opsAbilityOf, opsAccess } from '../../../platform/ability/ops-access';
import { opsRule } from '../../../platform/ability/route-rule';
import type { Db } from '../../../platform/db/database';
import { openEventStream, streamStart } from '../../../platform/http/open-event-stream';
import { requestContext } from '../../../platform/http/request-context';
import { latestEventSeq, type OpsStreamEvent, opsEventRule, opsEventsAfter } from './ops-events';

// GET /api/v1/ops/events/stream (issue 27.3, 27.5; ADR 0038, 0044): the console live, one stream per tab.
// Server-Sent Events in the company stream's format (`id: <seq>`, `data: {id, type, data, created_at}`,
// Last-Event-ID resumes) carrying the chat events of every company and the new items of the queues, each with its
// company_id, each only to agents whose roles read its area (opsEventRule). Woken by the outbox announcements of
// every process; at each heartbeat the caller is read again (deactivated or signed out: the stream ends; roles
// changed: what they now read) and any event missed is read.

/** Every ops role reads the overview: any agent may hold the stream; what it carries is filtered per event. */
const rule = opsRule('read', 'ops_overview');
const PAGE = 200;
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** On shutdown, clients come back within this, spread at random (as the company stream's). */
const SHUTDOWN_RECONNECT_WITHIN_MS = 1_000;

export async function opsStreamRoutes(app: FastifyInstance) {
  // Open streams would keep the server from closing: each is ended first, told to come back elsewhere soon.
  const open = new Set<(reason?: 'shutdown') => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end('shutdown');
  });
  app.route({
    method: 'GET',
    url: `/api/v1${OPS_EVENT_STREAM_ROUTE}`,
    schema: {
      summary:
        'The console events of every company (Server-Sent Events): messages and new queue items, each to the roles that read its area; Last-Event-ID resumes',
      tags: ['ops'],
      security: [{ bearerAuth: [] }],
    },
    config: { ...rule },
    handler: async (request, reply) => {
      const ctx = requestContext(app, request, rule);
      const db: Db = ctx.systemDb('ops: the console events of every company');
      let ability: Ability = opsAbilityOf(request.callerRecord as CallerRecord);
      const mayRead = (event: OpsStreamEvent) => {
        const needed = opsEventRule(event);
        return needed !== null && ability.can(needed.action, needed.subject);
      };
      const latest = await latestEventSeq(db);
      let lastSeq = streamStart(request.headers['last-event-id'], latest);
      const raw = openEventStream(reply, lastSeq);

      let closed = false;
      let reading: Promise<void> | null = null;
      let again = false;
      const end = (reason?: 'shutdown') => {
        if (closed) return;
        closed = true;
        open.delete(end);
        clearInterval(heartbeat);
        unsubscribe();
        if (reason === 'shutdown')
          raw.write(`event: ${STREAM_RECONNECT_EVENT}\ndata: ${SHUTDOWN_RECONNECT_WITHIN_MS}\n\n`);
        raw.end();
      };
      // One read at a time; a wake-up during a read makes it read once more.
      const read = () => {
        if (closed) return;
        if (reading) {
          again = true;
          return;
        }
        reading = (async () => {
          do {
            again = false;
            const events = await opsEventsAfter(db, lastSeq, PAGE);
            if (closed || events.length === 0) continue;
            lastSeq = events[events.length - 1]!.seq;
            raw.write(
              events
                .filter(mayRead)
                .map(
                  (e) =>
                    `id: ${e.seq}\ndata: ${JSON.stringify({
                      id: e.id,
                      type: e.type,
                      data: { ...e.payload, company_id: e.companyId },
                      created_at: e.createdAt,
                    })}\n\n`,
                )
                .join(''),
            );
            if (raw.writableLength > MAX_BUFFERED_BYTES) end();
            if (events.length === PAGE) again = true;
          } while (again && !closed);
        })()
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'ops event stream read failed');
            end();
          })
          .finally(() => {
            reading = null;
          });
      };
      const stillAllowed = async () => {
        const found = await app.sessionOf(ctx.actor.token, { fresh: true });
        if (!found) return false;
        try {
          opsAccess(found.record as CallerRecord, rule.ops);
          ability = opsAbilityOf(found.record as CallerRecord);
          return true;
        } catch {
          return false;
        }
      };
      const heartbeat = setInterval(() => {
        stillAllowed()
          .then((allowed) => {
            if (!allowed) return end();
            if (!closed) raw.write(': heartbeat\n\n');
            read();
          })
          .catch(() => end());
      }, app.config.realtime.heartbeatMs);
      const unsubscribe = app.onOutboxAnnounced(read);
      open.add(end);
      raw.on('close', () => end());
      read();
    },
  });
}
