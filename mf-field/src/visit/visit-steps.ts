import {
  type OrderEvidence,
  type OrderTransitionOperation,
  PROVIDER_ON_SITE_STATUSES,
  PROVIDER_STEP_OPERATIONS,
  type ProviderVisit,
  possibleOperations,
} from '@portal/shared/contract';

// What the technician may do now (issue 30.3), read from the contract's state machine (the same table the API
// runs): only the provider's steps (PROVIDER_STEP_OPERATIONS) possible from the visit's status are offered, in the
// machine's order; photos and the checklist while on site (PROVIDER_ON_SITE_STATUSES), as the API checks.

export const isOnSite = (visit: Pick<ProviderVisit, 'status'>) => PROVIDER_ON_SITE_STATUSES.includes(visit.status);

export function stepsNow(visit: Pick<ProviderVisit, 'status' | 'previous_status'>): OrderTransitionOperation[] {
  return possibleOperations(visit, 'P')
    .map((row) => row.operation)
    .filter((operation) => PROVIDER_STEP_OPERATIONS.includes(operation));
}

/** Cash to take on site: a cash order with something due. */
export const cashDue = (visit: Pick<ProviderVisit, 'payment_method' | 'total_due'>) =>
  visit.payment_method === 'cash' && visit.total_due > 0;

export type CompletionBlocker = 'needPhoto' | 'needChecklist' | 'needCash';

/** Why `complete` would be refused (the API's guards evidence_attached, checklist_done, nothing_due). */
export function completionBlockers(
  visit: Pick<ProviderVisit, 'total_due'>,
  evidence: Pick<OrderEvidence, 'photos' | 'checklist_complete'> | undefined,
): CompletionBlocker[] {
  const blockers: CompletionBlocker[] = [];
  if (!evidence || evidence.photos.length === 0) blockers.push('needPhoto');
  if (!evidence?.checklist_complete) blockers.push('needChecklist');
  if (visit.total_due > 0) blockers.push('needCash');
  return blockers;
}
