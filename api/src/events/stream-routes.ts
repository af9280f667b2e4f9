import { STREAM_READY_EVENT, STREAM_RECONNECT_EVENT } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Ability } from '../ability/build-ability';
import { buildAbility } from '../ability/build-ability';
import { currentMembership, roleIdHeader } from '../ability/current-membership';
import { listPermissions } from '../ability/membership-queries';
import { findActiveSession } from '../auth/session-queries';
import { requestContext } from '../http/request-context';
import type { DispatchedEvent } from './event-queries';
import { latestSeq } from './event-queries';
import { mayReceive } from './event-visibility';

// GET /api/v1/company/events/stream (ADR 0011): Server-Sent Events of the caller's company, for signed-in users
// with the same bearer token and Role-Id as every other route (the client reads it with fetch, not EventSource).
// Each event: `id: <seq>` (send it back as Last-Event-ID to resume) and `data: {id, type, data, created_at}`;
// clients dedupe by the event's `id`. A comment line every REALTIME_HEARTBEAT_MS keeps proxies and the client's
// watchdog informed; on each heartbeat the session and role are checked again, and the stream ends when they
// are no longer valid (signed out, role removed, permission withdrawn).

const MAX_BUFFERED_BYTES = 1024 * 1024;
/** On shutdown, clients come back within this, spread at random (a fleet must not return at one instant). */
const SHUTDOWN_RECONNECT_WITHIN_MS = 1_000;

const rule = { ability: { action: 'read', subject: 'b2b_notifications' } } as const;

/** A Last-Event-ID header: a delivery number, or nothing (a malformed one starts from now). */
function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

const sseFrame = (event: DispatchedEvent) =>
  `id: ${event.seq}\ndata: ${JSON.stringify({
    id: event.id,
    type: event.type,
    data: event.payload,
    created_at: event.createdAt,
  })}\n\n`;

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
      const { companyId, userId, token } = { ...ctx.actor };
      const roleId = roleIdHeader(request.headers);
      const resumeFrom = lastEventId(request.headers['last-event-id']);
      const latest = await latestSeq(ctx.scope);
      let ability: Ability = ctx.ability;

      // The stream is written by hand from here: headers set so far (security headers) go out with it.
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string | string[] | number>),
        // Exactly this type: proxies (e.g. @fastify/reply-from) lift their time-outs for it. SSE is always UTF-8.
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies must not buffer the stream.
        'x-accel-buffering': 'no',
      });
      // `retry`: how long EventSource-like clients wait before reconnecting. `ready` tells the client where the
      // stream starts, so it can resume from there even if it drops before the first event.
      const startSeq = resumeFrom !== null && resumeFrom <= latest ? resumeFrom : latest;
      raw.write(`retry: 2000\n: connected\n\nid: ${startSeq}\nevent: ${STREAM_READY_EVENT}\ndata: {}\n\n`);

      let closed = false;
      const remove = app.eventStreams.add({
        companyId,
        lastSeq: startSeq,
        deliver(events) {
          if (closed) return;
          const frames = events.filter((event) => mayReceive(ability, event.type)).map(sseFrame);
          this.lastSeq = events[events.length - 1]!.seq;
          if (frames.length > 0) raw.write(frames.join(''));
          // A client that stopped reading would pile events up in memory: drop it; it resumes by Last-Event-ID.
          if (raw.writableLength > MAX_BUFFERED_BYTES) end();
        },
        end: (reason) => {
          // Going away for good: tell the client to come back soon (to another process) rather than after its
          // back-off, and from where (the id it already has).
          if (reason === 'shutdown' && !closed) {
            raw.write(`event: ${STREAM_RECONNECT_EVENT}\ndata: ${SHUTDOWN_RECONNECT_WITHIN_MS}\n\n`);
          }
          end();
        },
      });

      const stillAllowed = async (): Promise<boolean> => {
        const now = app.now();
        const db = app.database.systemDb("the stream caller's company role");
        if (!(await findActiveSession(app.database.db, token, now, app.config.sessions))) return false;
        try {
          const membership = await currentMembership(db, userId, roleId, now);
          if (membership.companyId !== companyId) return false;
          const next = buildAbility(await listPermissions(db, membership.roleId));
          if (!next.can(rule.ability.action, rule.ability.subject)) return false;
          ability = next;
          return true;
        } catch {
          return false;
        }
      };

      const heartbeat = setInterval(() => {
        stillAllowed()
          .then((allowed) => {
            if (closed) return;
            if (allowed) raw.write(': heartbeat\n\n');
            else end();
          })
          .catch(() => end());
      }, app.config.realtime.heartbeatMs);

      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        remove();
        raw.end();
      };
      raw.on('close', end);
    },
  });
}
