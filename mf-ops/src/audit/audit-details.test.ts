import { formatMoney } from '@portal/shared';
import { OPS_AUDIT_ACTIONS, OPS_ROLES, orderLabel } from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { type DetailWords, detailLines, reasonOf } from './audit-details';

// Issue 27.2: the audit log reads as sentences, not codes: every action the API records has a label in each
// language, and the details each action writes are shown with their labels and values (money in riyals, roles by
// name, a change as "from → to").

describe('audit action labels', () => {
  it.each([
    ['ar', ar],
    ['en', en],
    ['fr', fr],
  ] as const)('labels every recorded action in %s', (_language, catalogue) => {
    for (const action of OPS_AUDIT_ACTIONS) {
      const label = (catalogue.auditActions as Record<string, string>)[action.replace('.', '_')];
      expect(label, action).toBeTruthy();
    }
    // One label per action: two actions never read the same.
    const labels = OPS_AUDIT_ACTIONS.map(
      (a) => (catalogue.auditActions as Record<string, string>)[a.replace('.', '_')],
    );
    expect(new Set(labels).size).toBe(OPS_AUDIT_ACTIONS.length);
    for (const role of OPS_ROLES) expect(catalogue.roles[role]).toBeTruthy();
  });
});

const words: DetailWords = {
  label: (key) => (en.audit.details as Record<string, string>)[key] ?? key,
  role: (role) => en.roles[role],
  active: (active) => (active ? en.users.active : en.users.inactive),
};

describe('audit details', () => {
  it('names an order step, shift and proposal kind by their labels (issue 28.6), other values as written', () => {
    const labelled: DetailWords = {
      ...words,
      term: (key, value) =>
        key === 'operation'
          ? orderLabel('ar', 'operation', value)
          : key === 'kind'
            ? orderLabel('ar', 'proposalKind', value)
            : null,
    };
    const lines = detailLines(
      'order.transition',
      { reference: 'ORD-1', operation: 'confirm', kind: 'visit_change' },
      labelled,
      'ar',
    );
    expect(lines.map((line) => line.value)).toEqual(['ORD-1', 'تأكيد', 'تغيير الزيارة']);
  });

  it('shows a transfer amount in riyals and keeps the reason for the why column', () => {
    const details = { amount: 250_000, reason: 'Wrong amount' };
    expect(detailLines('transfer.reject', details, words, 'en')).toEqual([
      { key: 'amount', label: 'Amount', value: formatMoney(250_000, 'en') },
    ]);
    expect(reasonOf(details)).toBe('Wrong amount');
    expect(reasonOf({ amount: 1 })).toBeNull();
  });

  it('shows a credit limit change as one money line, from → to', () => {
    expect(detailLines('credit_line.update', { from: 0, to: 1_000_000, reason: 'Good payer' }, words, 'en')).toEqual([
      { key: 'limit', label: 'Credit limit', value: `${formatMoney(0, 'en')} → ${formatMoney(1_000_000, 'en')}` },
    ]);
  });

  it('names roles and status changes of a team member, and hides internal ids', () => {
    const lines = detailLines(
      'ops_user.update',
      { name: 'Reem', roles: { from: ['support'], to: ['support', 'dispatch'] }, active: { from: true, to: false } },
      words,
      'en',
    );
    expect(lines.map((l) => `${l.label}: ${l.value}`)).toEqual([
      'Name: Reem',
      'Roles: Support → Support, Dispatch',
      'Status: Active → Deactivated',
    ]);
    expect(detailLines('chat.support_reply', { message_id: 'x' }, words, 'en')).toEqual([]);
    expect(detailLines('order.assign', { reference: 'ORD-1', provider_id: 'p' }, words, 'en')).toEqual([
      { key: 'reference', label: 'Reference', value: 'ORD-1' },
    ]);
  });
});
