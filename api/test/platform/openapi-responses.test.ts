import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAPIBackend from 'openapi-backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPS_PHONE, DEMO_OWNER_PHONE, seedDemo } from '../../src/dev/seed/seed-demo';
import { DEMO_PROVIDER_PHONE } from '../../src/dev/seed/seed-providers';
import { localFolderStorage } from '../../src/platform/files/storage/local-storage';
import { call, signInWithCode, useTestApp } from '../support/harness';

// Issue 25.1: a client generated from the OpenAPI document can trust it. Every GET operation the demo data lets us
// call is called as the account it is for, and its answer is checked against the document's response schema by a
// standard OpenAPI 3.0 validator (openapi-backend: Ajv with the 3.0 `nullable` keyword), not by our own valibot
// schemas the document was made from.

type Operation = { operationId: string; parameters?: { in: string; name: string }[] };
type Document = { paths: Record<string, Record<string, Operation>> };

const t = useTestApp();
let document: Document;
let validator: OpenAPIBackend;
const tokens: Record<'owner' | 'ops' | 'provider', string> = { owner: '', ops: '', provider: '' };

const signIn = (phone: string) => signInWithCode(t.app, phone);

beforeAll(async () => {
  const files = localFolderStorage(await mkdtemp(join(tmpdir(), 'openapi-files-')));
  await seedDemo(t.database.db, { files, now: t.clock.now() });
  tokens.owner = await signIn(DEMO_OWNER_PHONE);
  tokens.ops = await signIn(DEMO_OPS_PHONE);
  tokens.provider = await signIn(DEMO_PROVIDER_PHONE);
  document = t.app.swagger() as unknown as Document;
  validator = new OpenAPIBackend({
    definition: structuredClone(document) as never,
    quick: false,
    // The string formats the valibot schemas declare, checked as JSON Schema defines them.
    ajvOpts: {
      formats: {
        uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        'date-time': /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/,
        date: /^\d{4}-\d\d-\d\d$/,
        email: /^[^\s@]+@[^\s@]+$/,
        uri: /^[a-z][a-z0-9+.-]*:/i,
      },
    },
  });
  await validator.init();
}, 120_000);

/** Whose call a path is: the account kind its prefix serves. */
function callerOf(path: string): string | undefined {
  if (path.startsWith('/api/v1/ops/')) return tokens.ops;
  if (path.startsWith('/api/v1/providers/')) return tokens.provider;
  // The rest, public reference data included (the portal reads it signed in), as the demo company's owner.
  return tokens.owner;
}

/**
 * A value for the path's last parameter (`id`, `reference`, `companyId`…), read from the first item of the list the
 * path sits under (`…/branch` for `…/branch/{id}`), or of the list one step further up (`…/order` for
 * `…/order/{reference}/history`).
 */
async function valueFromList(template: string, param: string): Promise<string | undefined> {
  const at = template.indexOf(`/{${param}}`);
  const value = await firstOf(template.slice(0, at), param);
  return value;
}

async function firstOf(listPath: string, param: string): Promise<string | undefined> {
  const answer = await call(t.app, 'GET', listPath, { token: callerOf(listPath), headers: { lang: 'en' } });
  if (answer.statusCode !== 200) return undefined;
  const data = answer.body.data as { items?: { id?: unknown }[] } | { id?: unknown }[] | null;
  const first = (Array.isArray(data) ? data[0] : data?.items?.[0]) as Record<string, unknown> | undefined;
  const value = first?.[param] ?? first?.[param.replace(/Id$/, '_id')] ?? first?.id;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

describe('every answer matches the OpenAPI document', () => {
  it('validates the answer of each GET operation the demo data can call', async () => {
    const checked: string[] = [];
    const skipped: string[] = [];
    const failures: string[] = [];
    for (const [template, methods] of Object.entries(document.paths)) {
      const operation = methods.get;
      // The event stream never ends; the dev outbox answers only for a phone with a code.
      if (!operation || template.endsWith('/stream') || template.startsWith('/api/v1/dev/')) continue;
      let url = template;
      const params = [...template.matchAll(/\{(\w+)\}/g)];
      if (params.length > 1) {
        skipped.push(`${template} (two parameters)`);
        continue;
      }
      if (params.length === 1) {
        const param = params[0]?.[1] ?? 'id';
        const value = await valueFromList(template, param);
        if (!value) {
          skipped.push(`${template} (no list to take its ${param} from)`);
          continue;
        }
        url = template.replace(/\{\w+\}/, encodeURIComponent(value));
      }
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { lang: 'en', ...(callerOf(template) ? { authorization: `Bearer ${callerOf(template)}` } : {}) },
      });
      if (response.statusCode !== 200) {
        skipped.push(`${template} (${response.statusCode})`);
        continue;
      }
      if (!String(response.headers['content-type']).startsWith('application/json')) continue; // files
      const result = validator.validateResponse(response.json(), operation.operationId, 200);
      checked.push(template);
      if (!result.valid) {
        const errors = (result.errors ?? []).slice(0, 3).map((e) => `${e.instancePath} ${e.message}`);
        failures.push(`GET ${template}: ${errors.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    // Most of the API answers with the demo data; what it could not call is listed when this fails.
    expect(checked.length, `checked ${checked.length}, skipped: ${skipped.join(', ')}`).toBeGreaterThan(80);
  }, 120_000);

  it('refuses an answer that breaks its schema (the check can fail)', () => {
    const operation = document.paths['/api/v1/company/branch']?.get;
    expect(operation).toBeDefined();
    const broken = { status: 200, message: 'ok', data: { items: 'not a list' } };
    expect(validator.validateResponse(broken, operation?.operationId ?? '', 200).valid).toBe(false);
  });
});
