import { notify } from '@portal/shared';

/**
 * A money step answered with the gateway's page (a card payment): says so and leaves for it; true when it did,
 * so the caller stops there.
 */
export function leaveForGateway(paymentUrl: string | null | undefined, redirecting: string): boolean {
  if (!paymentUrl) return false;
  notify.show({ intent: 'info', title: redirecting });
  window.location.assign(paymentUrl);
  return true;
}
