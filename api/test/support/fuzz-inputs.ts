import { randomUUID } from 'node:crypto';

// Hostile inputs of the route fuzz test (issue 16.2) and a sampler that builds a plausible value from a route's
// JSON Schema (the OpenAPI document), so one field at a time can be swapped for an attack.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  nullable?: boolean;
}

/** A small seeded generator: the same requests on every run, so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const ONE_MB = 1024 * 1024;

/** Text attacks: fit in a query string, a path segment or a JSON string. */
export const TEXT_ATTACKS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  '%00',
  '\u0001\u0002\u0007\b\u000b\u000c\u001b[2J\u007f\u0085',
  '\u202eevil\u2066',
  '\ud800',
  '1e18',
  '1000000000000000000',
  '-99999999999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  "' OR '1'='1'; --",
  '',
  ' ',
];

/** The text attacks that matter in a path segment (the rest add time, not coverage: ids are checked as uuids). */
export const PATH_ATTACKS: readonly string[] = [
  'a\u0000b',
  '%00',
  '\u0001\u001b[2J',
  '\u202eevil',
  '\ud800',
  '1e18',
  '-99999999999999999999999999',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR '1'='1'; --",
  ' ',
];

/** Names of Object.prototype members: as a code looked up in a plain object they find a function, not a miss. */
export const PROTOTYPE_NAMES: readonly string[] = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

/** A JSON text whose objects carry `__proto__` and `constructor` as own keys (an object literal cannot). */
export const PROTOTYPE_KEYS_JSON = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';

/** Non-text attacks for JSON bodies: wrong types, huge and odd numbers, prototype keys. */
export const VALUE_ATTACKS: readonly unknown[] = [
  1e18,
  -1e18,
  1e308,
  -1e308,
  2 ** 53 + 2,
  0.1,
  -1,
  0,
  true,
  null,
  [],
  {},
  [1, 'a', null],
  { nested: { deeper: 'a\u0000' } },
  JSON.parse(PROTOTYPE_KEYS_JSON),
];

/** Values too big for the field and, for the last one, for the body limit. */
export const HUGE_TEXT = 'x'.repeat(ONE_MB - 64 * 1024);
export const OVER_LIMIT_TEXT = 'x'.repeat(ONE_MB + 1);

/** A deeply nested array: parsers and validators must not blow their stack. */
export const DEEP_JSON = `${'['.repeat(5000)}${']'.repeat(5000)}`;

function first(schema: JsonSchema): JsonSchema | undefined {
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
}

/** A value the schema plausibly accepts; uuids come from `ids` (seen in earlier answers) when there are some. */
export function sample(schema: JsonSchema | undefined, name: string, ids: string[], depth = 0): unknown {
  if (!schema || depth > 6) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternative = first(schema);
  if (alternative) return sample(alternative, name, ids, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sample(property, key, ids, depth + 1);
      }
      return value;
    }
    case 'array':
      return [sample(schema.items, name, ids, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    default:
      return sampleText(schema, name, ids);
  }
}

function sampleText(schema: JsonSchema, name: string, ids: string[]): string {
  if (schema.format === 'uuid' || /(^|_)id$/.test(name))
    return ids[name.length % Math.max(ids.length, 1)] ?? randomUUID();
  if (schema.format === 'email' || name.includes('email')) return 'fuzz@example.com';
  if (schema.format === 'date' || name.includes('date')) return '2025-01-15';
  if (name.includes('phone')) return '0501234567';
  if (name.includes('password')) return 'Fuzz-passw0rd!';
  if (name === 'code') return '1234';
  return 'Fuzz text';
}

/** Every uuid found in an answer, to aim path parameters and ids at rows that exist. */
export function collectIds(value: unknown, into: Set<string>) {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(next)) into.add(next);
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next && typeof next === 'object') {
      pending.push(...Object.values(next));
    }
  }
}
