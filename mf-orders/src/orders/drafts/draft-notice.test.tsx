import { queryClient, setLanguage, updateAbility } from '@portal/shared';
import type { AbilityRule } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { DRAFT_KEY } from '../add/draft/draft-queries';
import { FORM_BRANCH, orderDraft } from '../order-fixtures';
import { DraftNotice } from './draft-notice';

// ADR 0063 on the orders list: the user finds their draft (status, a failed submit's reason, branch, total, saved
// date) with Resume and Discard, only with the draft endpoints' rule (insert b2b_orders).

setUpRemoteTests('orders', { ar, en, fr });
// The card is lazy (the list's first chunk stays small): load it once here, not inside a test's wait.
beforeAll(() => Promise.all([import('./draft-card'), import('../../i18n/on-demand')]), 60_000);

const rules = (...extra: AbilityRule[]): AbilityRule[] => [{ action: 'read', subject: 'b2b_orders' }, ...extra];
const CREATE: AbilityRule = { action: 'insert', subject: 'b2b_orders' };
const BRANCHES: AbilityRule = { action: 'read', subject: 'b2b_branches' };

const failed = orderDraft({
  status: 'draft_failed',
  failure: { reason: 'slot_unavailable', message: 'The slot is no longer free.', new_total: null },
});

function renderNotice() {
  queryClient.setQueryData(['branches', 'one', FORM_BRANCH.id], FORM_BRANCH);
  queryClient.setQueryData(DRAFT_KEY, failed);
  renderAt('/b2b/orders', <DraftNotice />);
}

describe('draft on the orders list', () => {
  it('a failed draft: its status and reason, branch, total and saved date; Resume opens the form with it', async () => {
    updateAbility(rules(CREATE, BRANCHES));
    renderNotice();
    const card = await screen.findByTestId('draft-card');
    expect(within(card).getByText('Your draft order')).toBeTruthy();
    expect(within(card).getByTestId('order-status').textContent).toBe('Draft failed');
    expect(within(card).getByTestId('draft-card-reason').textContent).toBe('The slot is no longer free.');
    expect(card.querySelector('[data-fact="branch"] dd')?.textContent).toBe('Olaya');
    expect(card.querySelector('[data-fact="total"] dd')?.textContent).toMatch(/198\.38/);
    expect(card.querySelector('[data-fact="saved"] dd')?.textContent).toMatch(/2026/);
    expect(within(card).getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(
      '/b2b/orders/add?draft=resume',
    );
    expect(within(card).getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('a draft not priced yet and without a branch says so', async () => {
    updateAbility(rules(CREATE, BRANCHES));
    queryClient.setQueryData(
      DRAFT_KEY,
      orderDraft({ priced_total: null, form: { ...orderDraft().form, branch_id: null, lines: [] } }),
    );
    renderAt('/b2b/orders', <DraftNotice />);
    const card = await screen.findByTestId('draft-card');
    expect(within(card).getByTestId('order-status').textContent).toBe('Draft');
    expect(card.querySelector('[data-fact="branch"] dd')?.textContent).toBe('Not chosen yet');
    expect(card.querySelector('[data-fact="total"] dd')?.textContent).toBe('Not priced yet');
  });

  it('without insert b2b_orders: no card, even with a draft in the cache', async () => {
    updateAbility(rules(BRANCHES));
    renderNotice();
    // The lazy card would have been asked for by now; nothing renders.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('draft-card')).toBeNull();
  });

  it.each([
    ['ar', 'مسودة طلبك', 'استئناف'],
    ['fr', 'Votre brouillon de commande', 'Reprendre'],
  ] as const)('%s: the card in the reader’s language', async (language, title, resume) => {
    await setLanguage(language);
    updateAbility(rules(CREATE, BRANCHES));
    renderNotice();
    const card = await screen.findByTestId('draft-card');
    expect(within(card).getByText(title)).toBeTruthy();
    expect(within(card).getByRole('link', { name: resume })).toBeTruthy();
  });
});
