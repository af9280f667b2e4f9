import helmet from '@fastify/helmet';
import {
  API_CONTENT_SECURITY_POLICY,
  HSTS_HEADER,
  PERMISSIONS_POLICY,
  portalContentSecurityPolicy,
  REFERRER_POLICY,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';

// The static servers' security headers (issue 16.6), through @fastify/helmet with the same policy as the API
// (contract/src/security-headers.ts). The host's Content-Security-Policy allows the origins of the remotes that
// are enabled in the module manifest, read on every request like /modules.json, so ops who point a module at a new
// origin or switch one on need no rebuild or restart. A remote serves only scripts and styles to the host: its
// answers are readable cross-origin and it has no document of its own to protect.

type Mode = { kind: 'host'; remoteOrigins: () => string[] } | { kind: 'remote' };

const SELF_MARK = '__remotes__';

export async function registerSecurityHeaders(app: FastifyInstance, mode: Mode): Promise<void> {
  const directives = mode.kind === 'host' ? hostDirectives(mode.remoteOrigins) : { ...API_CONTENT_SECURITY_POLICY };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: REFERRER_POLICY },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: mode.kind === 'remote' ? 'cross-origin' : 'same-origin' },
    // CSP frame-ancestors says it; X-Frame-Options beside it is obsolete (issue 26.6).
    xFrameOptions: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
  });
}

/** The portal policy with the remotes' origins filled in per request. */
function hostDirectives(remoteOrigins: () => string[]) {
  const template = portalContentSecurityPolicy([SELF_MARK]);
  return Object.fromEntries(
    Object.entries(template).map(([name, values]) => [
      name,
      values.map((value) => (value === SELF_MARK ? () => remoteOrigins().join(' ') || "'self'" : value)),
    ]),
  );
}

/** The origins of the enabled modules of a manifest. */
export function enabledRemoteOrigins(manifest: { modules: { enabled: boolean; manifestUrl?: string }[] }) {
  return remoteOriginsOf(manifest.modules.filter((module) => module.enabled).map((module) => module.manifestUrl));
}

/** The distinct absolute origins of the remotes' manifest URLs (relative URLs are the portal's own origin). */
function remoteOriginsOf(manifestUrls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of manifestUrls) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed URL is refused by the shell's manifest schema; it adds no origin here.
    }
  }
  return [...origins];
}
