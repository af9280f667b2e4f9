import helmet from '@fastify/helmet';
import { API_CONTENT_SECURITY_POLICY, HSTS_HEADER, PERMISSIONS_POLICY, REFERRER_POLICY } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Security headers of every API answer (issue 16.6), through @fastify/helmet with the portal's one policy
// (contract/src/security-headers.ts): a JSON API runs nothing and is framed by nobody. Answers are never cached
// (they carry tokens and company data) unless a route says otherwise; HSTS only over TLS (behind the proxy,
// `x-forwarded-proto` says so: trustProxy).

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: REFERRER_POLICY },
      strictTransportSecurity: false,
      // Files (receipts, invoices) are opened by the portal's own origin through the /api proxy.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // CSP frame-ancestors says it; X-Frame-Options beside it is obsolete and may only disagree (issue 26.6).
      xFrameOptions: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    });
  },
  { name: 'security-headers' },
);
