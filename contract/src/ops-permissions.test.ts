import { describe, expect, it } from 'vitest';
import { OPS_ROLE_RULES, OPS_SUBJECTS, opsRulesOf } from './ops-permissions';

describe('ops roles', () => {
  it('gives admin every ops subject, and the others only their own areas', () => {
    expect(new Set(OPS_ROLE_RULES.admin.map((r) => r.subject))).toEqual(new Set(OPS_SUBJECTS));
    const acting = (role: keyof typeof OPS_ROLE_RULES) =>
      OPS_ROLE_RULES[role].filter((r) => r.action === 'update').map((r) => r.subject);
    expect(acting('support')).toEqual(['ops_conversations']);
    expect(acting('dispatch')).not.toContain('ops_transfers');
    expect(acting('finance')).not.toContain('ops_settings');
  });

  it('merges the rules of several roles without repeating one', () => {
    const rules = opsRulesOf(['finance', 'support', 'finance']);
    const keys = rules.map((r) => `${r.action} ${r.subject}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('update ops_conversations');
    expect(keys).toContain('update ops_transfers');
  });
});
