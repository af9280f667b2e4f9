import { describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from './endpoint';
import * as contract from './index';
import { OPS_ROLE_RULES, type OpsRule } from './ops-permissions';
import { OPS_RULES } from './ops-rules';

// Issue 27.2: the console's rules are declared once. Every ops endpoint's access is an entry of OPS_RULES (the very
// object, not a restated copy), so the console, which reads the table, and the API, which reads the declarations,
// cannot ask for different rules.

const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'access' in value;

const opsEndpoints = Object.values(contract)
  .flatMap((table) => (typeof table === 'object' && table !== null ? Object.values(table) : []))
  .filter(isDeclaration)
  .filter((d) => d.path.startsWith('ops/'));

describe('the console rules table', () => {
  it('is the access of every ops endpoint', () => {
    expect(opsEndpoints.length).toBeGreaterThanOrEqual(40);
    const entries: readonly OpsRule[] = Object.values(OPS_RULES);
    const restated = opsEndpoints.filter((d) => !('ops' in d.access) || !entries.includes(d.access.ops));
    expect(restated.map((d) => d.operationId)).toEqual([]);
  });

  it('has no entry that no endpoint uses, and each is granted to some ops role', () => {
    const used = new Set(opsEndpoints.map((d) => ('ops' in d.access ? d.access.ops : null)));
    const unused = Object.entries(OPS_RULES).filter(([, rule]) => !used.has(rule));
    expect(unused.map(([name]) => name)).toEqual([]);
    const granted = Object.values(OPS_ROLE_RULES).flat();
    for (const rule of Object.values(OPS_RULES)) expect(granted).toContainEqual(rule);
  });
});
