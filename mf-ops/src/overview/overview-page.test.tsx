import {
  endpointQuery,
  PortalProviders,
  queryClient,
  registerTranslations,
  setLanguage,
  updateAbility,
} from '@portal/shared';
import { OPS_OVERVIEW_ENDPOINTS, OPS_ROLE_RULES, type OpsOverview, type OpsRole } from '@portal/shared/contract';
import '@portal/shared/testing';
import { MemoryRouter, Route, Routes } from '@portal/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { OverviewPage } from './overview-page';

// Issue 27.2: a queue figure of the overview opens its queue's page, only when the user's roles allow that page;
// a role without the queue sees the figure as text (the API lists only the queues a role reads, but the link is
// decided by the page's own rule, so it is checked here with every queue in the answer).

beforeAll(() => registerTranslations('ops', { ar, en, fr }));
afterEach(async () => {
  cleanup();
  updateAbility([]);
  queryClient.clear();
  await setLanguage('en');
});

const now = new Date().toISOString();
const OVERVIEW: OpsOverview = {
  day: now.slice(0, 10),
  orders_today: [],
  queues: [
    { key: 'transfers_pending', count: 3, oldest_at: now },
    { key: 'refunds_pending', count: 1, oldest_at: now },
    { key: 'companies_to_verify', count: 2, oldest_at: now },
    { key: 'orders_unassigned_today', count: 4, oldest_at: now },
    { key: 'conversations_unread', count: 5, oldest_at: now },
  ],
  sla: {
    transfers_overdue: { count: 1, oldest_at: now },
    transfer_overdue_hours: 24,
    orders_unassigned: { count: 0, oldest_at: null },
    unassigned_within_hours: 2,
  },
  revenue_week: null,
};

function renderAs(role: OpsRole) {
  updateAbility([...OPS_ROLE_RULES[role]]);
  queryClient.setQueryData(endpointQuery(OPS_OVERVIEW_ENDPOINTS.overview).queryKey, OVERVIEW);
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={['/ops']}>
        <Routes>
          <Route path="/ops" element={<OverviewPage />} />
          <Route path="/ops/transfers" element={<h1>transfers queue</h1>} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
}

const queueLink = (key: string) => within(screen.getByTestId(`overview-queue-${key}`)).queryByRole('link');

describe('overview queue links', () => {
  it('finance: its queues open their page (the overdue transfers filtered), the others stay text', async () => {
    renderAs('finance');
    await screen.findByTestId('overview-queues');
    expect(queueLink('transfers_pending')?.getAttribute('href')).toBe('/ops/transfers');
    expect(queueLink('refunds_pending')?.getAttribute('href')).toBe('/ops/refunds');
    // finance reads the companies and the orders: the verification queue and the dispatch board are theirs to see
    expect(queueLink('companies_to_verify')?.getAttribute('href')).toBe('/ops/verification');
    expect(queueLink('orders_unassigned_today')?.getAttribute('href')).toBe('/ops/dispatch');
    expect(queueLink('conversations_unread')).toBeNull();
    const overdue = within(screen.getByTestId('overview-sla-transfers')).getByRole('link');
    expect(overdue.getAttribute('href')).toBe('/ops/transfers?overdue=true');

    fireEvent.click(queueLink('transfers_pending') as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'transfers queue' })).toBeTruthy();
  });

  it('support: no link to a queue its roles do not read; its inbox is one (in Arabic)', async () => {
    await setLanguage('ar');
    renderAs('support');
    await screen.findByTestId('overview-queues');
    expect(queueLink('transfers_pending')).toBeNull();
    expect(queueLink('refunds_pending')).toBeNull();
    expect(within(screen.getByTestId('overview-sla-transfers')).queryByRole('link')).toBeNull();
    const inbox = queueLink('conversations_unread');
    expect(inbox?.getAttribute('href')).toBe('/ops/inbox');
    expect(inbox?.textContent).toContain(ar.overview.queue.conversations_unread);
  });
});
