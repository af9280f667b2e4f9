// A signed-in visit downloads the code of the remote that owns the page before the shell needs it (issue 15.2).
// As soon as /modules.json arrives (requested by the entry script), the routes documents it carries (issue 29.3;
// fetched from each module's server only when it does not carry them) tell which module owns the current path, and
// that module's remote entry and exposed chunks are preloaded (download only, nothing runs: the guard still decides
// first). Only that module's code and federation manifest: the others wait for the idle prefetch (federation.ts).
// The shell and the federation runtime then read these answers instead of asking again (one round trip each).
// Its own chunk, requested by the entry script for signed-in visits only: the sign-in page never loads it.

const early = new Map<string, Promise<Response>>();
/** The mf-manifest.json documents /modules.json carried, by URL, until the federation runtime asks for one. */
const embedded = new Map<string, unknown>();

/**
 * A copy of the early answer for `url`, once per URL (a retry or a later read asks the server again); for a
 * module's mf-manifest.json that /modules.json carried, that document.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const answer = early.get(url);
  early.delete(url);
  if (answer) return answer.then((response) => response.clone());
  const document = embedded.get(url);
  embedded.delete(url);
  if (document === undefined) return undefined;
  return Promise.resolve(
    new Response(JSON.stringify(document), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

/** Keeps the federation manifests /modules.json carried for the federation runtime (see takeEarlyResponse). */
export function offerFederationManifests(modules: readonly { manifestUrl: string; federation?: unknown }[]): void {
  for (const { manifestUrl, federation } of modules) {
    if (federation !== undefined && !early.has(manifestUrl)) embedded.set(manifestUrl, federation);
  }
}

function request(url: string): Promise<Response> {
  const answer = fetch(url, { cache: 'no-cache' });
  early.set(url, answer);
  return answer.then((response) => response.clone());
}

type OpsModule = { manifestUrl: string; enabled: boolean; routes?: RoutesDocument; federation?: FederationManifest };
type Rule = { action: string; subject: string };
type RoutesDocument = { prefixes?: string[]; routes?: Rule[] };
type FederationManifest = {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
};

const ROUTES_DOCUMENT_FILE = 'portal-routes.json'; // ROUTES_DOCUMENT_FILE of @portal/shared (not imported: weight)

const owns = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The abilities of the stored session (the key the session store writes; CASL's `manage` and `all` included), read
 * without CASL (weight). A module none of whose routes the user may open is never preloaded: a company session that
 * opens an ops URL gets not-authorized without downloading the operations console (issue 27.1).
 */
function storedRules(): Rule[] {
  try {
    return (JSON.parse(localStorage.getItem('b2b-portal-userAbilityRules') ?? '[]') as Rule[] | null) ?? [];
  } catch {
    return [];
  }
}
// `all` never covers the operations console's ops_* subjects (as toCaslRules of @portal/shared: a company Admin's
// `manage all` does not open the console).
const allows = (rules: Rule[], { action, subject }: Rule) =>
  rules.some(
    (r) =>
      (r.action === action || r.action === 'manage') &&
      (r.subject === subject || (r.subject === 'all' && !subject.startsWith('ops_'))),
  );

/** `preload`: the page needs it now; `prefetch`: a later page may, downloaded when the network is idle. */
function linkScript(href: string, rel: 'preload' | 'prefetch'): void {
  // No crossorigin attribute: the federation runtime's <script> tags have none, so the browser reuses the download.
  if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/** The remote entry and the chunks of the exposed `./app` of a module, from its mf-manifest.json. */
function initialScripts(manifestUrl: string, manifest: FederationManifest): string[] {
  const { path, name } = manifest.metaData.remoteEntry;
  const files = [`${path}${name}`, ...(manifest.exposes.find((e) => e.path === './app')?.assets.js.sync ?? [])];
  return files.map((file) => new URL(file, manifestUrl).href);
}

/**
 * Downloads, without running it, the code a module's first page runs (its remote entry and exposed chunks), if
 * /modules.json carried its federation manifest; false if it did not. Running a remote's entry and exposed module
 * is a long task on a phone (issue 29.2): the switch to that module runs it, from the HTTP cache.
 */
export function prefetchRemoteCode(manifestUrl: string): boolean {
  const manifest = embedded.get(manifestUrl) as FederationManifest | undefined;
  if (!manifest) return false;
  for (const href of initialScripts(manifestUrl, manifest)) linkScript(href, 'prefetch');
  return true;
}

/** Reads the modules' routes now and preloads the code of the module owning `path`. Never throws. */
export async function preloadFirstRemote(manifest: Promise<Response>, path: string): Promise<void> {
  try {
    const { modules } = (await (await manifest).json()) as { modules: OpsModule[] };
    const enabled = modules.filter((m) => m.enabled);
    offerFederationManifests(enabled);
    await Promise.all(
      enabled.map(async (module) => {
        const routes =
          module.routes ??
          ((await (await request(new URL(ROUTES_DOCUMENT_FILE, module.manifestUrl).href)).json()) as RoutesDocument);
        if (!routes.prefixes?.some((prefix) => owns(prefix, path))) return;
        const rules = storedRules();
        if (!routes.routes?.some((route) => allows(rules, route))) return;
        const federation =
          module.federation ?? ((await (await request(module.manifestUrl)).json()) as FederationManifest);
        for (const href of initialScripts(module.manifestUrl, federation)) linkScript(href, 'preload');
      }),
    );
  } catch {
    // Only a head start: the shell reads the same documents itself and reports what fails.
  }
}
