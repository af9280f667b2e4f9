import { ROUTES_DOCUMENT_FILE } from '../rsbuild/routes-document';
import type { ModulesManifest, OpsModule } from './modules-manifest';

// Issue 29.3: the served /modules.json carries, for each enabled module, its routes document and its
// mf-manifest.json, read here from the module's own server, so the browser learns every route in one request
// and fetches only the code of the remote it shows. The ops files still say only which modules exist, where and
// whether they are on (decision 0004): nothing is rebuilt when ops flip a module or a team deploys its remote.
//
// Each document is cached by its version (the ETag or Last-Modified its server gives) and revalidated with a
// conditional request once it is older than `freshMs`. Up to `staleMs` the cached copy is answered at once and
// revalidated behind it (the page load never waits for six remote servers: the next request gets the new
// version); older than that, the answer waits for the revalidation. A document that cannot be read is left out;
// the shell then asks for it itself and reports the module unavailable.

type CombinedModule = OpsModule & {
  /** The module's portal-routes.json as its server answers it (the shell validates it). */
  routes?: unknown;
  /** The module's mf-manifest.json, handed to the federation runtime instead of a request of its own. */
  federation?: unknown;
};
export type CombinedManifest = { modules: CombinedModule[] };

type Cached = { body: unknown; etag: string | null; lastModified: string | null; checkedAt: number };

export type RemoteDocumentsOptions = {
  fetch?: typeof fetch;
  /** How long a remote server may take to answer before its document is left out. */
  timeoutMs?: number;
  /** How long a document is served without asking its server again. */
  freshMs?: number;
  /** How long a document may be served while its server is asked again behind the answer. */
  staleMs?: number;
  now?: () => number;
};

export class RemoteDocuments {
  readonly #cache = new Map<string, Cached>();
  readonly #pending = new Map<string, Promise<unknown>>();
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #freshMs: number;
  readonly #staleMs: number;
  readonly #now: () => number;

  constructor(options: RemoteDocumentsOptions = {}) {
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 2000;
    this.#freshMs = options.freshMs ?? 1000;
    this.#staleMs = options.staleMs ?? 60_000;
    this.#now = options.now ?? Date.now;
  }

  /** The document at `url`, or undefined when its server does not give it (down, 404, not JSON). */
  read(url: string): Promise<unknown> {
    const cached = this.#cache.get(url);
    const age = cached ? this.#now() - cached.checkedAt : Number.POSITIVE_INFINITY;
    if (cached && age < this.#freshMs) return Promise.resolve(cached.body);
    // Concurrent page loads share one revalidation.
    let pending = this.#pending.get(url);
    if (!pending) {
      pending = this.#revalidate(url, cached).finally(() => this.#pending.delete(url));
      this.#pending.set(url, pending);
    }
    return cached && age < this.#staleMs ? Promise.resolve(cached.body) : pending;
  }

  async #revalidate(url: string, cached: Cached | undefined): Promise<unknown> {
    const headers: Record<string, string> = {};
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
    try {
      const response = await this.#fetch(url, { headers, signal: AbortSignal.timeout(this.#timeoutMs) });
      if (response.status === 304 && cached) {
        cached.checkedAt = this.#now();
        return cached.body;
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body: unknown = await response.json();
      const etag = response.headers.get('etag');
      const lastModified = response.headers.get('last-modified');
      this.#cache.set(url, { body, etag, lastModified, checkedAt: this.#now() });
      return body;
    } catch {
      // A remote that is down is not served from an old copy: the shell must see it is unavailable.
      this.#cache.delete(url);
      return undefined;
    }
  }
}

/** The ops manifest with each enabled module's routes document and federation manifest, read in parallel. */
export async function withRemoteDocuments(
  manifest: ModulesManifest,
  documents: RemoteDocuments,
): Promise<CombinedManifest> {
  const modules = await Promise.all(
    manifest.modules.map(async (module): Promise<CombinedModule> => {
      if (!module.enabled || !module.manifestUrl) return module;
      let routesUrl: string;
      try {
        routesUrl = new URL(ROUTES_DOCUMENT_FILE, module.manifestUrl).href;
      } catch {
        return module; // a malformed URL is the shell's to report (its schema names the module)
      }
      const [routes, federation] = await Promise.all([documents.read(routesUrl), documents.read(module.manifestUrl)]);
      return {
        ...module,
        ...(routes === undefined ? {} : { routes }),
        ...(federation === undefined ? {} : { federation }),
      };
    }),
  );
  return { modules };
}
