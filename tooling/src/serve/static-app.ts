import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { ROUTES_DOCUMENT_FILE } from '../rsbuild/routes-document';
import { answerApiUnavailable } from './api-unavailable';
import { modulesManifestFor } from './modules-manifest';
import { RemoteDocuments, withRemoteDocuments } from './remote-documents';
import { enabledRemoteOrigins, registerSecurityHeaders } from './security-headers';

export type StaticAppOptions = {
  /** The built app (`<app>/dist`). */
  distDir: string;
  /** Host: unknown paths answer index.html so the client router can handle them. */
  spaFallback: boolean;
  /** Remote: its manifest and chunks are fetched cross-origin by the host. */
  cors: boolean;
  /** Host: `/api/*` is forwarded to the API, so the portal answers on one origin. */
  apiUrl?: string;
  /**
   * Host: the ops module manifest, base + this environment's overrides (decision 0004), both read from
   * disk and merged on every request, so ops edit them live.
   */
  modulesManifest?: { baseFile: string; environmentFile: string };
  logger?: boolean;
};

// Files whose name does not change between deployments must never be cached for long, or a remote deployed on
// its own would not be picked up: they are revalidated on every use (`no-cache`, answered 304 when unchanged).
// Files whose name carries their content hash never change: cached for a year without revalidation (issue 15.3).
const ALWAYS_FRESH = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  ROUTES_DOCUMENT_FILE,
  // The push service worker (issue 12.4): a stale one would keep old push handling.
  'firebase-messaging-sw.js',
]);
/** `name.<hash>.js`, `3y.b6904c87c8.js`: Rsbuild's content hash (10 hex digits) before the extension. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The pre-compressed siblings the build writes (tooling/src/rsbuild/precompress.ts). */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** The Cache-Control of a built file, by its name (the name without the .br/.gz of a pre-compressed copy). */
export function cacheControlFor(path: string): string {
  const name = (path.split('/').pop() ?? '').replace(COMPRESSED_SUFFIX, '');
  if (!ALWAYS_FRESH.has(name) && CONTENT_HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * A page the host builds as its own document (decision 0022: `/login` → `login.html`, outside Module Federation):
 * a one-segment path whose `<name>.html` the build wrote. Every other path is the single-page app's.
 */
function pageDocumentOf(distDir: string, path: string): string | undefined {
  const name = /^\/([a-z0-9-]+)\/?$/.exec(path)?.[1];
  if (!name || name === 'index') return undefined;
  return existsSync(join(distDir, `${name}.html`)) ? `${name}.html` : undefined;
}

/** Serves one production build the way it is deployed: static files, CORS for remotes, SPA fallback for the host. */
export async function buildStaticApp(options: StaticAppOptions): Promise<FastifyInstance> {
  if (!existsSync(join(options.distDir, options.spaFallback ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`No build found in ${options.distDir}. Run the build first (npm run build).`);
  }
  const app = Fastify({ logger: options.logger ?? false });
  // Built files come pre-compressed (brotli and gzip, `preCompressed` below); this compresses the rest on the fly
  // (the module manifest, the API's answers through the proxy) and leaves already encoded answers alone.
  // Brotli at quality 5, not zlib's default 11: on the fly, 11 costs ≈ 70 ms of CPU for the 29 KB module manifest
  // (issue 29.3) and as much for a large API answer, for 15 % fewer bytes; 5 takes ≈ 1.5 ms.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const manifestFiles = options.modulesManifest;
  await registerSecurityHeaders(
    app,
    options.spaFallback
      ? {
          kind: 'host',
          remoteOrigins: () => {
            if (!manifestFiles) return [];
            try {
              return enabledRemoteOrigins(modulesManifestFor(manifestFiles.baseFile, manifestFiles.environmentFile));
            } catch {
              // A manifest ops broke mid-edit allows no remote (the shell reports the manifest error).
              return [];
            }
          },
        }
      : { kind: 'remote' },
  );

  if (options.cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    });
  }

  if (options.apiUrl) {
    await app.register(proxy, {
      upstream: options.apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
      // The API rate-limits per client address: tell it who the client is (it trusts this proxy).
      replyOptions: {
        // API not reachable (booting, restarting): a 503 with Retry-After, never a raw 500 naming its address.
        onError: answerApiUnavailable,
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
        }),
      },
    });
  }

  if (options.modulesManifest) {
    const { baseFile, environmentFile } = options.modulesManifest;
    // Each enabled module's routes and federation manifest ride along (issue 29.3, remote-documents.ts); the
    // answer is revalidated by the browser on every visit and is a 304 while nothing changed.
    const documents = new RemoteDocuments();
    app.get('/modules.json', async (request, reply) => {
      const body = JSON.stringify(await withRemoteDocuments(modulesManifestFor(baseFile, environmentFile), documents));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('Cache-Control', 'no-cache');
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type('application/json');
      return body;
    });
  }

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: ['index.html'],
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', cacheControlFor(path));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (options.spaFallback && request.method === 'GET' && !looksLikeFile && !request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(pageDocumentOf(options.distDir, path) ?? 'index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}
