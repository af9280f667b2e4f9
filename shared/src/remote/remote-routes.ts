import type { Labels, RemoteRoute } from './routes-document';

// A remote owns its routes (ARCHITECTURE §3, decision 0004): it declares them ONCE in `src/routes.ts`
// with `defineRemoteRoutes`. The same declaration feeds the remote's own <Routes> and the routes
// document emitted at build time next to mf-manifest.json (./routes-document: its schema, which the shell uses to
// validate the document before it loads any remote code, so the guard still runs first).
// This module is what a remote bundles: no schema here (valibot's schemas are built when their module loads, so
// importing them would put valibot in every remote's initial JavaScript, issue 15.2). No React, no browser: the
// build loads it in Node.

/** File name of the routes document, next to the remote's mf-manifest.json. */
export const ROUTES_DOCUMENT_FILE = 'portal-routes.json';

/** Version of the shell ↔ remote contract (lifecycles + routes document); the shell refuses another. */
export const REMOTE_CONTRACT_VERSION = 2;

export type { Labels, RemoteRoute, RoutesDocument } from './routes-document';

/** What a remote writes in `src/routes.ts`: routes keyed by id, so its page map is checked by tsc. */
export type RemoteRoutesDeclaration<Id extends string = string> = {
  title: Labels;
  prefixes: readonly string[];
  groups: Readonly<Record<string, { order: number; labels: Labels }>>;
  /** Optional keys allow a route present only in some builds (the e2e extra page of mf-dashboard). */
  routes: { readonly [K in Id]?: Omit<RemoteRoute, 'id'> };
};

/** Declares a remote's routes; keeps the ids as a literal union for the page map. */
export function defineRemoteRoutes<const Id extends string>(
  declaration: RemoteRoutesDeclaration<Id>,
): RemoteRoutesDeclaration<Id> {
  return declaration;
}

/** The declared routes as [id, route] pairs, skipping ids absent from this build. */
export function declaredRoutes<Id extends string>(
  declaration: RemoteRoutesDeclaration<Id>,
): [Id, Omit<RemoteRoute, 'id'>][] {
  return (Object.keys(declaration.routes) as Id[]).flatMap((id) => {
    const route = declaration.routes[id];
    return route ? [[id, route] as [Id, Omit<RemoteRoute, 'id'>]] : [];
  });
}
