import type { OpsQueueKey } from '@portal/shared/contract';
import { opsRoutes } from '../routes';

// Each queue figure of the overview opens the page that works that queue, filtered to it where the page can be,
// and only when the user's roles allow that page (its route's rule: the rule of the list the page reads), so the
// overview never links to a page that would answer not-authorized.

type PageId = keyof typeof opsRoutes.routes;

const QUEUE_PAGES: Record<OpsQueueKey, { page: PageId; search?: string }> = {
  transfers_pending: { page: 'transfers' },
  transfers_overdue: { page: 'transfers', search: 'overdue=true' },
  quotations_awaiting: { page: 'quotations' },
  refunds_pending: { page: 'refunds' },
  companies_to_verify: { page: 'verification' },
  orders_unassigned_today: { page: 'dispatch' },
  conversations_unread: { page: 'inbox' },
};

/** The console URL of the queue's page, or null when the user may not open it. */
export function queuePageUrl(key: OpsQueueKey, can: (action: string, subject: string) => boolean): string | null {
  const { page, search } = QUEUE_PAGES[key];
  const route = opsRoutes.routes[page];
  if (!route || !can(route.action, route.subject)) return null;
  return search ? `${route.path}?${search}` : route.path;
}
