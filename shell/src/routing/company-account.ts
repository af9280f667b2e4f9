import type { StoredUser } from '@portal/shared/core';

// Ops (issue 27.1) and provider (issue 30, ADR 0046) accounts belong to no company: they act without a company role
// (no Role-Id), have no invitations to answer and no company to show or switch. Their modules are gated by their
// own rules (ops_*, provider_visits) like any other.
export const isCompanyAccount = (user: StoredUser | null | undefined): boolean =>
  user?.accountType !== 'ops' && user?.accountType !== 'provider';
