import { PortalProviders, setLanguage, updateAbility } from '@portal/shared';
import type { BranchSpending, PaymentApproval } from '@portal/shared/contract';
import { MemoryRouter, setUpRemoteTests } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { ApprovalCard } from './approval-card';
import { BranchCapCard } from './branch-cap-card';

// The spending page's cards: the month's spend against the cap in the reader's language, and decisions offered only
// to a user who may accept payments (the UI never calls what the role forbids).

setUpRemoteTests('accounting', { ar, en, fr });

const wrap = (node: ReactNode) =>
  render(
    <PortalProviders>
      <MemoryRouter>{node}</MemoryRouter>
    </PortalProviders>,
  );

const branch: BranchSpending = {
  branch_id: 'b1',
  branch_name: 'Olaya HQ',
  monthly_cap: 500_000,
  month_spent: 412_550,
  pending: 2,
  updated_at: null,
};
const approval: PaymentApproval = {
  id: 'a1',
  order_id: 'o1',
  order_reference: 'ORD-2026-000042',
  branch_id: 'b1',
  branch_name: 'Olaya HQ',
  amount: 198_380,
  monthly_cap: 500_000,
  month_spent: 412_550,
  status: 'pending',
  reason: null,
  requested_by: 'Sara',
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-20T07:00:00.000Z',
};

describe('branch cap card', () => {
  it('shows spend of cap and the waiting count; edit only when given', async () => {
    await setLanguage('en');
    const view = wrap(<BranchCapCard branch={branch} />);
    expect(screen.getByText(/4,125\.50.*of.*5,000\.00.*this month/)).toBeTruthy();
    expect(screen.getByText('2 waiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change cap' })).toBeNull();
    view.unmount();
    wrap(<BranchCapCard branch={{ ...branch, monthly_cap: null }} onEdit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Set a cap' })).toBeTruthy();
    expect(screen.getByText(/No cap/)).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await setLanguage('ar');
    wrap(<BranchCapCard branch={branch} onEdit={() => {}} />);
    expect(screen.getByRole('button', { name: 'تعديل الحد' })).toBeTruthy();
  });
});

describe('approval card', () => {
  it('offers approve and reject only to a user who may decide', () => {
    const view = wrap(<ApprovalCard approval={approval} canDecide={false} />);
    expect(screen.getByText('ORD-2026-000042')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve and pay' })).toBeNull();
    view.unmount();
    wrap(<ApprovalCard approval={approval} canDecide />);
    expect(screen.getByRole('button', { name: 'Approve and pay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('links to the order only with read b2b_orders, and shows a decision', () => {
    updateAbility([{ action: 'read', subject: 'b2b_orders' }]);
    wrap(
      <ApprovalCard
        approval={{
          ...approval,
          status: 'rejected',
          reason: 'Over budget',
          decided_by: 'Admin',
          decided_at: approval.created_at,
        }}
        canDecide
      />,
    );
    expect(screen.getByRole('link', { name: 'ORD-2026-000042' })).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText(/Over budget/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  // Issue 28.6: a Latin name in an Arabic sentence is isolated, so the date after it is not pulled into its run.
  it('isolates the requester’s name from the date beside it', async () => {
    await setLanguage('ar');
    wrap(<ApprovalCard approval={{ ...approval, requested_by: 'Platform Ops' }} canDecide={false} />);
    expect(screen.getByText(/^طلبها/).textContent).toMatch(/^طلبها \u2068Platform Ops\u2069 في /);
  });
});
