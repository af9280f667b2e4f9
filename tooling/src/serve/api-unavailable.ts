import type { FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';

// The host's `/api` proxy when the API cannot be reached (still booting after `npm start`, restarting, down):
// a clear 503 in the API's own envelope with Retry-After, in the caller's language, instead of @fastify/reply-from's
// raw 500 that leaks the internal address ("connect ECONNREFUSED 127.0.0.1:8090", issue 16 point 9).
// The texts are the API's `errors.unavailable` (this server cannot ask the API for them: it is the one missing).

const API_RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE = {
  ar: 'الخدمة غير متاحة مؤقتًا',
  en: 'The service is temporarily unavailable',
  fr: 'Le service est temporairement indisponible',
} as const;

/** The `lang` header as the API reads it (spec §7); Arabic, the default, otherwise. */
function languageOf(header: string | string[] | undefined): keyof typeof UNAVAILABLE {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().slice(0, 2);
  return value === 'en' || value === 'fr' ? value : 'ar';
}

/** `replyOptions.onError` of the proxy: every transport failure (no answer from the API) becomes this 503. */
export function answerApiUnavailable(
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  { error }: { error: Error },
): void {
  reply.log.warn({ err: error }, 'API unreachable through the /api proxy');
  const status = 503;
  reply
    .code(status)
    .header('retry-after', String(API_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
      status,
      message: UNAVAILABLE[languageOf(reply.request.headers.lang)],
      data: { retry_after: API_RETRY_AFTER_SECONDS },
    });
}
