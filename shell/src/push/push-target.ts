import { NOTIFICATION_PAGES, type NotificationPage } from '@portal/shared/contract';
import { generatePath } from 'react-router';
import type { ModuleEntry } from '../modules/module-manifest';
import { notificationTarget } from '../notifications/notification-link';
import type { SnackbarNotification } from '../notifications/notification-snackbar';
import { pathForRoute } from '../routing/named-routes';

// Where a tapped push leads (issue 27.3): an order or a package by its type (notification-link.ts, as the bell),
// otherwise the page the API named in the payload (data.page, contract NOTIFICATION_PAGES) — the wallet decisions
// their wallet pages, a quotation its own page, a refund the refunds (listed on the wallet), a support reply the
// support chat, an order's chat the order view. A remote's page leads there only while an enabled module declares
// it (a module switched off: no link); the shell's own pages are always there.

type Target = { path: string; remote: boolean } | { routeName: string };

const TARGETS: Record<NotificationPage, Target> = {
  wallet: { path: '/b2b/wallets', remote: true },
  transactions: { path: '/b2b/wallets/transactions', remote: true },
  transfers: { path: '/b2b/wallets/temp-transactions', remote: true },
  refunds: { path: '/b2b/wallets', remote: true },
  quotation: { path: '/b2b/packages/quotations/:reference', remote: true },
  support: { path: '/apps/chat', remote: false },
  order: { routeName: 'b2b-orders-view-id' },
  account: { path: '/pages/account-information', remote: false },
};

const isPage = (value: unknown): value is NotificationPage =>
  typeof value === 'string' && (NOTIFICATION_PAGES as readonly string[]).includes(value);

const declared = (modules: ModuleEntry[], path: string) =>
  modules.some((module) => module.routes.some((route) => route.path === path));

/** The path a tapped push opens; null: none (the click only focuses the portal). */
export function pushTarget(modules: ModuleEntry[], notification: Pick<SnackbarNotification, 'type' | 'data'>) {
  const byType = notificationTarget(modules, notification);
  if (byType) return byType;
  const { page, reference } = notification.data;
  if (!isPage(page)) return null;
  const target = TARGETS[page];
  const ref = typeof reference === 'string' || typeof reference === 'number' ? String(reference) : null;
  if ('routeName' in target) return ref ? pathForRoute(modules, target.routeName, { id: ref }) : null;
  if (target.remote && !declared(modules, target.path)) return null;
  if (!target.path.includes(':reference')) return target.path;
  return ref ? generatePath(target.path, { reference: ref }) : null;
}
