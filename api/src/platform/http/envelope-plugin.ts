import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../health/request-id';
import type { MessageKey } from '../i18n/en';
import { pickLang, translate, translateSchemaMessage } from '../i18n/translate';
import { AppError, type FieldErrors } from './app-error';
import { discardRestOfBody } from './discard-body';

// The envelope and the error catalogue in one place: every answer is { status, message, data } whose status is the
// HTTP status (200, or 201 for a created resource; errors with a localized message).

declare module 'fastify' {
  interface FastifyReply {
    /** Sends data in the success envelope with a localized message. */
    ok(data: unknown, messageKey?: MessageKey): FastifyReply;
  }
}

/** Fastify's own 4xx errors, by code, mapped to the API's messages. */
const fastifyErrors: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.malformed_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'errors.bad_request' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.payload_too_large' },
  FST_ERR_BAD_URL: { status: 400, key: 'errors.bad_request' },
};

/**
 * Errors Fastify answers before any route, hook or plugin runs (a URL that is not valid percent-encoding, a path
 * parameter longer than maxParamLength): the same envelope, in the `lang` of the header (no i18n hook has run).
 */
export function frameworkErrors(
  error: FastifyError,
  request: { id: string; headers: IncomingHttpHeaders },
  reply: { raw: ServerResponse },
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const body = JSON.stringify({
    status,
    message: translate(pickLang(request.headers.lang), 'errors.bad_request'),
    data: null,
    requestId: request.id,
  });
  reply.raw.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    [REQUEST_ID_HEADER]: request.id,
  });
  reply.raw.end(body);
}

/** A Fastify route URL (`/branch/:id`, `/files/*`) as a regular expression over request paths. */
function routePattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((piece) => {
      if (piece === '*') return '.*';
      if (piece.startsWith(':')) return '[^/]+';
      return piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.statusCode === 413) {
    // Refused unread (a JSON body or an upload past its limit): answer now, drop a bounded rest of the body so the
    // sender (or a proxy) can read this answer, and keep the connection rather than resetting it (issue 16.2).
    reply.removeHeader('connection');
    discardRestOfBody(request.raw);
  }
  const fields = error.options.fields;
  const body: Record<string, unknown> = {
    status: error.statusCode,
    message: request.t(error.messageKey, { ...error.options.params, ...pickLocal(request, error) }),
    data: error.options.data ?? null,
  };
  if (fields) body.errors = translateFields(request, fields);
  // Names the answer's log lines: what a user reports, support finds (issue 24.5).
  body.requestId = request.id;
  if (error.options.headers) reply.headers(error.options.headers);
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

function pickLocal(request: FastifyRequest, error: AppError): Record<string, string> {
  const local = error.options.localParams ?? {};
  return Object.fromEntries(Object.entries(local).map(([name, texts]) => [name, texts[request.lang]]));
}

function translateFields(request: FastifyRequest, fields: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((m) => translateSchemaMessage(request.lang, m)),
    ]),
  );
}

export const envelopePlugin = fp(
  async (app) => {
    app.decorateReply('ok', function (this: FastifyReply, data: unknown, messageKey: MessageKey = 'success.ok') {
      // The envelope says what HTTP says (issue 26.6): 201 for a created resource, 200 otherwise.
      const status = this.statusCode >= 200 && this.statusCode < 300 ? this.statusCode : 200;
      return this.send({ status, message: this.request.t(messageKey), data });
    });

    // A path that exists under other methods answers 405 with Allow, not 404 (issue 16.8).
    const routes: { pattern: RegExp; methods: string[] }[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      routes.push({ pattern: routePattern(route.url ?? route.path), methods });
    });
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const allowed = new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods));
      if (allowed.size === 0 || allowed.has(request.method)) {
        return sendError(request, reply, new AppError(404, 'errors.not_found'));
      }
      const allow = [...allowed].sort().join(', ');
      return sendError(request, reply, new AppError(405, 'errors.method_not_allowed', { headers: { allow } }));
    });

    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) return sendError(request, reply, error);
      const known = error.code ? fastifyErrors[error.code] : undefined;
      if (known) return sendError(request, reply, new AppError(known.status, known.key));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        const keys: Record<number, MessageKey> = {
          404: 'errors.not_found',
          405: 'errors.method_not_allowed',
          413: 'errors.payload_too_large',
          415: 'errors.unsupported_media_type',
        };
        const key = keys[status] ?? 'errors.bad_request';
        return sendError(request, reply, new AppError(status, key));
      }
      // A bug or an outage: log everything, answer nothing about it.
      request.log.error({ err: error }, 'unhandled error');
      return sendError(
        request,
        reply,
        new AppError(status === 503 ? 503 : 500, status === 503 ? 'errors.unavailable' : 'errors.server'),
      );
    });
  },
  { name: 'envelope', dependencies: ['i18n'] },
);
