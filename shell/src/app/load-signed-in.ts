// The download of the signed-in views (./signed-in-chunk). No import of React or any shared module here: the entry
// script calls it before the federation's shared modules are ready.

type SignedInChunk = typeof import('./signed-in-chunk');

let pending: Promise<SignedInChunk> | null = null;
let loaded: SignedInChunk | null = null;

/** Starts (once) the download of the signed-in views; resolves when they can render. */
export function loadSignedInViews(): Promise<SignedInChunk> {
  pending ??= import(/* webpackChunkName: "signed-in" */ './signed-in-chunk').then(
    (chunk) => {
      loaded = chunk;
      return chunk;
    },
    (error: unknown) => {
      pending = null; // a failed download is tried again by the lazy components of signed-in-views.ts
      throw error;
    },
  );
  return pending;
}

/** The views, if their download already finished. */
export function loadedSignedInViews(): SignedInChunk | null {
  return loaded;
}
