import { OPS_QUEUES, type OpsQueueKey } from '@portal/contract';
import * as v from 'valibot';
import { declaredRoutes, REMOTE_CONTRACT_VERSION, type RemoteRoutesDeclaration } from './remote-routes';

// The schema of a remote's routes document (decision 0004): the build validates what it emits with it, the shell what
// it fetches, before it loads any remote code. Remotes import ./remote-routes (their declaration), never this module.

const nonEmpty = v.pipe(v.string(), v.minLength(1));
const absolutePath = v.pipe(v.string(), v.startsWith('/'));

/** A visible string in the three portal languages (Arabic is the default, so it is required too). */
export const labelsSchema = v.object({ ar: nonEmpty, en: nonEmpty, fr: nonEmpty });

const countKeySchema = v.picklist(Object.keys(OPS_QUEUES) as [OpsQueueKey, ...OpsQueueKey[]]);

/**
 * A count beside a navigation entry, named by key and read by the shell (today the work queues of GET ops/queues,
 * issue 27.3): `count` is the number shown, `alert` a count that turns the badge red when it is not 0 (overdue).
 */
export const navigationBadgeSchema = v.object({ count: countKeySchema, alert: v.optional(countKeySchema) });

const navigationSchema = v.object({
  /** A group id of the same document. */
  group: nonEmpty,
  /** An icon name of the shell's navigation icon set (unknown names get a neutral icon). */
  icon: v.optional(v.string()),
  /** Position inside its group. */
  order: v.number(),
  labels: labelsSchema,
  badge: v.optional(navigationBadgeSchema),
});

export const remoteRouteSchema = v.object({
  /** Stable id inside the remote; the remote maps it to its page element. */
  id: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]*$/)),
  path: absolutePath,
  /** Spec §2 route name (e.g. `b2b-orders-view-id`), for links by name. */
  name: v.optional(v.string()),
  /** The ability the route needs; a navigation entry opens its own route, so it needs the same. */
  action: nonEmpty,
  subject: nonEmpty,
  /** Navigation path to highlight on this page (e.g. /b2b/orders/view/:id highlights /b2b/orders). */
  highlight: v.optional(absolutePath),
  navigation: v.optional(navigationSchema),
});

export const routesDocumentSchema = v.pipe(
  v.object({
    contractVersion: v.number(),
    /** Module Federation name of the remote (e.g. mf_orders), filled in by the build. */
    remote: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
    /** Name of the module in the portal's words (shown e.g. when it is unavailable). */
    title: labelsSchema,
    /** Every path of this remote starts with one of these; the shell sends them to it. */
    prefixes: v.pipe(v.array(absolutePath), v.minLength(1)),
    groups: v.array(v.object({ id: nonEmpty, order: v.number(), labels: labelsSchema })),
    routes: v.array(remoteRouteSchema),
  }),
  v.check((doc) => doc.routes.every((r) => underPrefixes(doc.prefixes, r.path)), 'every route is under a prefix'),
  v.check((doc) => unique(doc.routes.map((r) => r.id)) && unique(doc.routes.map((r) => r.path)), 'unique routes'),
  v.check(
    (doc) => doc.routes.every((r) => !r.navigation || doc.groups.some((g) => g.id === r.navigation?.group)),
    'every navigation entry names a declared group',
  ),
);

export type Labels = v.InferOutput<typeof labelsSchema>;
export type NavigationBadge = v.InferOutput<typeof navigationBadgeSchema>;
export type RemoteRoute = v.InferOutput<typeof remoteRouteSchema>;
export type RoutesDocument = v.InferOutput<typeof routesDocumentSchema>;

/** The routes document of a declaration, validated: what the build emits and the shell reads. */
export function routesDocument(declaration: RemoteRoutesDeclaration, remote: string): RoutesDocument {
  return v.parse(routesDocumentSchema, {
    contractVersion: REMOTE_CONTRACT_VERSION,
    remote,
    title: declaration.title,
    prefixes: [...declaration.prefixes],
    groups: Object.entries(declaration.groups).map(([id, group]) => ({ id, ...group })),
    routes: declaredRoutes(declaration).map(([id, route]) => ({ id, ...route })),
  });
}

function underPrefixes(prefixes: readonly string[], path: string): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function unique(values: string[]): boolean {
  return new Set(values).size === values.length;
}
