// The module manifest of a signed-in visit is requested by the entry script, before the bootstrap and the shared
// modules download, so it arrives in parallel with them and with the session refresh (issue 15.2). A guest's
// visit (sign-in page) requests nothing here.

const MANIFEST_URL = '/modules.json';
let early: Promise<Response> | null = null;

/** Called by the entry script: starts the request when the browser holds a session. */
export function requestManifestEarly(signedIn: boolean): void {
  if (!signedIn) return;
  const answer = fetch(MANIFEST_URL, { cache: 'no-cache' });
  early = answer;
  // Copied before anyone reads the body; the remote owning the page starts downloading right away (issue 15.2).
  const copy = answer.then((response) => response.clone());
  copy.catch(() => {}); // a failed request is reported by the shell's own read
  const path = location.pathname;
  void import(/* webpackChunkName: "remote-preload" */ './remote-preload').then(({ preloadFirstRemote }) =>
    preloadFirstRemote(copy, path),
  );
}

/** The early answer once (the first read of the manifest), a fresh request otherwise (retry, later reads). */
export function fetchManifest(): Promise<Response> {
  const answer = early;
  early = null;
  return answer ?? fetch(MANIFEST_URL, { cache: 'no-cache' });
}
