import { nextStatus, type OrderEvidence, type OrderProposal, type ProviderVisit } from '@portal/shared/contract';
import type { OutboxEntry } from './outbox-entry';

// What the screen shows while actions wait on the phone (issue 30.4): the visit as the API will have it once they
// are sent, so the technician can take the next step offline (on the way, then arrived). Each waiting action is
// applied as the contract's machine would (a step that no longer applies — the API already has it — is skipped);
// a refused action and those behind it are not applied, as they will not be sent as they are.

const applicable = (entries: readonly OutboxEntry[], orderId: string) => {
  const refused = entries.findIndex((entry) => entry.refusal);
  return (refused < 0 ? entries : entries.slice(0, refused)).filter((entry) => entry.orderId === orderId);
};

export function projectVisit<V extends ProviderVisit>(visit: V, entries: readonly OutboxEntry[]): V {
  let projected = visit;
  for (const entry of applicable(entries, visit.id)) {
    if (entry.kind === 'step') {
      const next = nextStatus(projected, entry.operation, 'P');
      if (next.ok) projected = { ...projected, previous_status: projected.status, status: next.to };
    }
    if (entry.kind === 'cash' && projected.total_due > 0) {
      // The API records the cash as the system's pay_final (ADR 0046).
      const next = nextStatus(projected, 'pay_final', 'S');
      projected = {
        ...projected,
        status: next.ok ? next.to : projected.status,
        total_paid: projected.total_paid + projected.total_due,
        total_due: 0,
      };
    }
    if (entry.kind === 'proposal' && 'proposals' in projected) {
      // Waiting for the company as soon as it is taken: the work cannot start before its answer (no_pending_proposals).
      // One proposal waits at a time: once the API lists one waiting, it is this one (sent, the screens re-reading),
      // and adding it again would show it twice.
      const proposals = projected.proposals as OrderProposal[];
      if (!proposals.some((proposal) => proposal.status === 'submitted'))
        projected = { ...projected, proposals: [...proposals, waitingProposal(entry)] };
    }
  }
  return projected;
}

/** A proposal still on the phone, as the API will list it (its price difference is the API's to compute). */
const waitingProposal = (entry: OutboxEntry & { kind: 'proposal' }): OrderProposal => ({
  id: entry.key,
  kind: entry.body.kind,
  status: 'submitted',
  proposed_by: 'P',
  services: entry.services,
  date: entry.body.date ?? null,
  time: entry.body.slot ?? null,
  total_difference: 0,
  note: entry.body.note ?? null,
  created_at: new Date(entry.createdAt).toISOString(),
  decided_at: null,
});

/** The evidence with the waiting photos and checklist: what `complete` will find once they are sent. */
export function projectEvidence(
  orderId: string,
  evidence: OrderEvidence | undefined,
  entries: readonly OutboxEntry[],
): OrderEvidence | undefined {
  if (!evidence) return evidence;
  let projected = evidence;
  for (const entry of applicable(entries, orderId)) {
    if (entry.kind === 'photo') {
      const waiting = {
        id: entry.key,
        stage: entry.stage,
        url: '',
        created_at: new Date(entry.createdAt).toISOString(),
      };
      projected = { ...projected, photos: [...projected.photos, waiting] };
    }
    if (entry.kind === 'checklist') {
      const ticks = new Map(entry.body.items.map((item) => [item.key, item]));
      const checklist = projected.checklist.map((item) => {
        const tick = ticks.get(item.key);
        return tick ? { ...item, done: tick.done, note: tick.note ?? null } : item;
      });
      projected = { ...projected, checklist, checklist_complete: checklist.every((item) => item.done) };
    }
  }
  return projected;
}
