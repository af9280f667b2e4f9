// The OpenAPI document as a generated client needs it (issue 25.1): every operation named and with its security
// stated, and the JSON Schema valibot gives (@valibot/to-json-schema) put in the OpenAPI 3.0 form of `nullable`.

type Json = Record<string, unknown>;

/** `getCompanyWalletsWalletTransactionById` for GET /api/v1/company/wallets/walletTransaction/:id. */
export function derivedOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/v1)?\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{]([A-Za-z_]\w*)}?$/.exec(segment);
      return param ? `by ${param[1]}` : segment;
    })
    .join(' ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const JSON_TYPE: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean' };

/**
 * OpenAPI 3.0 has no `null` type: a nullable schema is `nullable: true` beside a `type`, and an enum that may be
 * null lists null. valibot's converter writes `nullable` beside an `anyOf` (no type) and leaves null out of the
 * enum; this moves `nullable` into each branch and adds null to nullable enums, all the way down.
 */
export function openApiNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApiNullable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node: Json = {};
  for (const [key, value] of Object.entries(schema)) node[key] = openApiNullable(value);
  if (Array.isArray(node.enum) && node.type === undefined) {
    const types = new Set(node.enum.filter((value) => value !== null).map((value) => JSON_TYPE[typeof value]));
    if (types.size === 1) node.type = [...types][0];
  }
  if (node.nullable === true && node.type === undefined && Array.isArray(node.anyOf)) {
    node.anyOf = node.anyOf.map((branch) => ({ ...(branch as Json), nullable: true }));
    delete node.nullable;
  }
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  return node;
}

const SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers', 'response'] as const;

/**
 * @fastify/swagger's transform: each route's documented form. Public routes say so (`security: []`), the others
 * name the bearer token; a route not declared in the contract gets an operationId from its method and path.
 */
export function documentRoute(input: {
  schema: Json | undefined;
  url: string;
  route: { method: string | string[]; config?: unknown };
}): { schema: Json; url: string } {
  const schema: Json = { ...(input.schema ?? {}) };
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  schema.operationId ??= derivedOperationId(method, input.url);
  const auth = (input.route.config as { auth?: string } | undefined)?.auth;
  schema.security ??= auth === 'public' ? [] : [{ bearerAuth: [] }];
  for (const part of SCHEMA_PARTS) if (schema[part] !== undefined) schema[part] = openApiNullable(schema[part]);
  return { schema, url: input.url };
}
