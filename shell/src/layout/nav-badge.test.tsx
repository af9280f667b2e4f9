// @vitest-environment jsdom
import '@portal/shared/testing';
import { type MenuEntry, OPS_QUEUES_KEY, PortalProviders, queryClient, setLanguage } from '@portal/shared';
import type { OpsQueue } from '@portal/shared/contract';
import { routesDocumentSchema } from '@portal/shared/core';
import { cleanup, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../i18n/register-shell-translations';
import { moduleFromDocument } from '../modules/module-routes';
import { documentOf } from '../modules/testing/local-modules';
import { NavBadge } from './nav-badge';

// Issue 27.3: a module's route declares a count beside its navigation entry (`badge`, a key of GET ops/queues); the
// shell carries it from the routes document to the entry and shows the count, red while its alert count is not 0.

beforeAll(() => registerShellTranslations());
afterEach(async () => {
  cleanup();
  queryClient.clear();
  await setLanguage('en');
});

const entry = (badge: MenuEntry['badge']): MenuEntry => ({
  action: 'read',
  subject: 'ops_transfers',
  labelKey: 'x',
  group: { key: 'queues', labelKey: 'y', order: 1 },
  order: 1,
  to: '/ops/transfers',
  badge,
});

function renderBadge(item: MenuEntry, queues: OpsQueue[]) {
  // The query key of opsQueuesQuery(): the key, then the (absent) params and query.
  queryClient.setQueryData([...OPS_QUEUES_KEY, {}, {}], { queues });
  render(
    <PortalProviders>
      <NavBadge item={item} />
    </PortalProviders>,
  );
}

const queue = (key: OpsQueue['key'], count: number): OpsQueue => ({ key, count, oldest_at: null });

describe('navigation badges', () => {
  it('carries a route’s badge from the routes document to its navigation entry; refuses an unknown count key', () => {
    const document = documentOf('ops');
    const transfers = document.routes.find((route) => route.id === 'transfers');
    expect(transfers?.navigation?.badge).toEqual({ count: 'transfers_pending', alert: 'transfers_overdue' });
    const module = moduleFromDocument(
      { name: 'ops', enabled: true, manifestUrl: 'http://x/mf-manifest.json' },
      document,
    );
    expect(module.navigation.find((n) => n.to === '/ops/transfers')?.badge).toEqual(transfers?.navigation?.badge);
    const wrong = { ...transfers!, navigation: { ...transfers!.navigation!, badge: { count: 'coffee' } } };
    expect(v.safeParse(routesDocumentSchema, { ...document, routes: [wrong] }).success).toBe(false);
  });

  it('shows the count of its queue; red while the alert queue has items; nothing at 0', async () => {
    renderBadge(entry({ count: 'transfers_pending', alert: 'transfers_overdue' }), [
      queue('transfers_pending', 4),
      queue('transfers_overdue', 1),
    ]);
    const badge = await screen.findByTestId('nav-badge-transfers_pending');
    expect(badge.textContent).toBe('4');
    expect(badge.getAttribute('data-alert')).toBe('true');
    expect(badge.getAttribute('aria-label')).toBe('4 waiting, some overdue');
    cleanup();
    renderBadge(entry({ count: 'transfers_pending', alert: 'transfers_overdue' }), [
      queue('transfers_pending', 2),
      queue('transfers_overdue', 0),
    ]);
    expect((await screen.findByTestId('nav-badge-transfers_pending')).getAttribute('data-alert')).toBe('false');
    cleanup();
    renderBadge(entry({ count: 'refunds_pending' }), [queue('refunds_pending', 0)]);
    expect(screen.queryByTestId('nav-badge-refunds_pending')).toBeNull();
  });

  it('shows "99+" as a left-to-right number in Arabic, never "+99" (issue 28.6)', async () => {
    await setLanguage('ar');
    renderBadge(entry({ count: 'transfers_pending' }), [queue('transfers_pending', 150)]);
    const badge = await screen.findByTestId('nav-badge-transfers_pending');
    expect(badge.textContent).toBe('99+');
    expect(badge.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });
});
