import { describe, expect, it } from 'vitest';
import { ACTIONS, MODULE_SUBJECTS } from './permissions';
import { ROLE_CATALOG } from './role-catalog';
import { NOT_GRANTED_ACTIONS, NOT_GRANTED_SUBJECTS } from './role-not-granted';

// Issue 32.8: every subject and action of spec §6 is either offered by the role editor (and checked, see
// api/test/platform/route-rules.test.ts) or written down as not offered, with its reason; never both, never neither.

const offeredSubjects = new Set<string>(ROLE_CATALOG.map((module) => module.subject));
const offeredActions = new Set<string>(ROLE_CATALOG.flatMap((module) => module.actions));

describe('spec §6 permissions: offered or written down', () => {
  it('every subject is in the role catalogue or has its reason, not both', () => {
    for (const subject of MODULE_SUBJECTS) {
      const reason = NOT_GRANTED_SUBJECTS[subject];
      expect([subject, offeredSubjects.has(subject) || Boolean(reason)]).toEqual([subject, true]);
      expect([subject, offeredSubjects.has(subject) && Boolean(reason)]).toEqual([subject, false]);
    }
  });

  it('every action is offered on some subject or has its reason, not both', () => {
    for (const action of ACTIONS) {
      const reason = NOT_GRANTED_ACTIONS[action];
      expect([action, offeredActions.has(action) || Boolean(reason)]).toEqual([action, true]);
      expect([action, offeredActions.has(action) && Boolean(reason)]).toEqual([action, false]);
    }
  });

  it("offers the reels feed now that it is built (issue 32.7), read only: publishing is the platform's", () => {
    expect(NOT_GRANTED_SUBJECTS.b2b_reals).toBeUndefined();
    expect(ROLE_CATALOG.find((module) => module.subject === 'b2b_reals')?.actions).toEqual(['read']);
  });

  it('names no subject or action spec §6 does not list', () => {
    expect(Object.keys(NOT_GRANTED_SUBJECTS).filter((s) => !(MODULE_SUBJECTS as string[]).includes(s))).toEqual([]);
    expect(Object.keys(NOT_GRANTED_ACTIONS).filter((a) => !(ACTIONS as readonly string[]).includes(a))).toEqual([]);
  });
});
