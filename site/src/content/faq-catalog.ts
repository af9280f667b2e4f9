// FAQ structure shared by every language: groups in display order, each with its entries in order.

export const FAQ_GROUPS = [
  { id: 'general', entries: ['what-is-portal', 'service-area', 'languages'] },
  { id: 'account', entries: ['sign-in-code', 'code-not-received', 'add-colleagues', 'user-expiry'] },
  { id: 'branches', entries: ['why-branches', 'many-branches', 'need-action'] },
  { id: 'packages-orders', entries: ['visits-or-hours', 'one-time-order', 'track-order', 'location-limit'] },
  { id: 'payments', entries: ['payment-methods', 'transfer-time', 'vat', 'insufficient-credit'] },
] as const;

export type FaqGroupId = (typeof FAQ_GROUPS)[number]['id'];
export type FaqEntryId = (typeof FAQ_GROUPS)[number]['entries'][number];

export const FAQ_ENTRY_IDS: readonly FaqEntryId[] = FAQ_GROUPS.flatMap((group) => group.entries);
