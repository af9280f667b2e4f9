import type { Notification } from '@portal/shared/contract';
import type { ModuleEntry } from '../modules/module-manifest';
import { pathForRoute } from '../routing/named-routes';

const ROUTE_BY_TYPE: Record<string, string> = { NEW_ORDER: 'b2b-orders-view-id', NEW_PACKAGE: 'b2b-packages-id' };

/** Spec §2: NEW_ORDER opens the order view, NEW_PACKAGE the package view, by the reference in the data. */
export function notificationTarget(
  modules: ModuleEntry[],
  notification: Pick<Notification, 'type' | 'data'>,
): string | null {
  const reference = notification.data.reference;
  const routeName = ROUTE_BY_TYPE[notification.type];
  if (!routeName || (typeof reference !== 'string' && typeof reference !== 'number')) return null;
  return pathForRoute(modules, routeName, { id: reference });
}

/**
 * Where an order chat message's toast leads (issue 28.5): the order's page, as a NEW_ORDER notification's View, with
 * the "View" label; none while that page is on screen (`path`) or before the modules are known.
 */
export function orderMessageLink(modules: ModuleEntry[] | undefined, label: string, path: string) {
  return (reference: string) => {
    const to = modules ? notificationTarget(modules, { type: 'NEW_ORDER', data: { reference } }) : null;
    return to && to !== path ? { to, label } : null;
  };
}
