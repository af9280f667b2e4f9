import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractEndpoints } from '../support/contract-endpoints';

// Issue 32.9: the README records where spec §7's user/admin, user/admins/role, user/customer, providers/provider and
// providers/user went. Each path that table names as "served as" must be a declared endpoint, so it cannot rot.

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(
  readme.indexOf('## Where the spec'),
  readme.indexOf('\n## ', readme.indexOf('## Where the spec') + 4),
);
const rows = section.split('\n').filter((line) => /^\| `(user|providers)\//.test(line));

/** `GET/POST ops/users` → [GET ops/users, POST ops/users]; `providers/orders/:id/…` → a prefix. */
function namedPaths(cell: string): { methods: string[]; path: string; prefix: boolean }[] {
  return [...cell.matchAll(/`(?:([A-Z/]+) )?([a-z][\w/:{}.…-]*)`/g)]
    .filter((match) => match[2]!.includes('/'))
    .map((match) => ({
      methods: match[1] ? match[1].split('/') : [],
      path: match[2]!.replace(/\/…$/, ''),
      prefix: match[2]!.endsWith('…'),
    }));
}

describe("the spec's other families in the README", () => {
  it('names each of the five families once', () => {
    expect(rows.map((row) => row.split('|')[1]!.trim())).toEqual([
      '`user/admin`',
      '`user/admins/role`',
      '`user/customer`',
      '`providers/provider`',
      '`providers/user`',
    ]);
  });

  it('every path it gives as "served as" is a declared endpoint', () => {
    const declared = contractEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    const named = rows.flatMap((row) => namedPaths(row.split('|')[3]!));
    expect(named.length).toBeGreaterThanOrEqual(8);
    for (const { methods, path, prefix } of named) {
      const matches = declared.filter((key) => (prefix ? key.includes(` ${path}/`) : key.endsWith(` ${path}`)));
      expect([path, matches.length > 0]).toEqual([path, true]);
      for (const method of methods) expect(declared).toContain(`${method} ${path}`);
    }
  });
});
