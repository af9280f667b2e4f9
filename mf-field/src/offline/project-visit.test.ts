import type { OrderEvidence, OrderProposal, ProviderVisit } from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { waitingProposal } from '../proposals/proposal-queries';
import { serviceWorkerUrl } from './install-app';
import type { OutboxAction, OutboxEntry, OutboxMeta } from './outbox-entry';
import { projectEvidence, projectVisit } from './project-visit';

// The visit as the screen shows it while actions wait on the phone: the steps taken offline move it on, so the
// next one is offered; the cash, photos and checklist count for completion.

let seq = 0;
const waiting = (action: OutboxAction, change: Partial<OutboxMeta> = {}): OutboxEntry => ({
  ...action,
  seq: ++seq,
  key: `key-${seq}`,
  account: 'technician-1',
  orderId: 'order-1',
  reference: 'ORD-1',
  createdAt: 0,
  refusal: null,
  ...change,
});

const visit = (status: ProviderVisit['status'], money = { total_paid: 0, total_due: 11_500 }) =>
  ({ id: 'order-1', status, previous_status: null, ...money }) as ProviderVisit;

describe('the visit with what waits on the phone', () => {
  it('applies the steps taken offline in order, as the machine would', () => {
    const steps = [
      waiting({ kind: 'step', operation: 'depart' }),
      waiting({ kind: 'step', operation: 'arrive' }),
      waiting({ kind: 'step', operation: 'start_work' }),
    ];
    expect(projectVisit(visit('assigned'), steps).status).toBe('in_progress');
    // The API already has the first one (the visit was refreshed): it is skipped, the rest applies.
    expect(projectVisit(visit('on_the_way'), steps).status).toBe('in_progress');
    // Another visit's actions do not count.
    expect(
      projectVisit(
        visit('assigned'),
        steps.map((s) => ({ ...s, orderId: 'order-2' })),
      ).status,
    ).toBe('assigned');
  });

  it('stops at a refused action: neither it nor what waits behind it applies', () => {
    const steps = [
      waiting({ kind: 'step', operation: 'depart' }, { refusal: 'Cancelled by the company' }),
      waiting({ kind: 'step', operation: 'arrive' }),
    ];
    expect(projectVisit(visit('assigned'), steps).status).toBe('assigned');
  });

  it('counts the cash collected offline as paid', () => {
    const projected = projectVisit(visit('in_progress'), [waiting({ kind: 'cash' })]);
    expect(projected).toMatchObject({ status: 'final_payment_paid', total_due: 0, total_paid: 11_500 });
  });

  it('shows a proposal taken offline as waiting for the company, so the work is not offered before its answer', () => {
    const services = [{ service_id: 'ac', name: { ar: 'مكيف', en: 'AC', fr: 'Clim' }, quantity: 3 }];
    const proposal = waiting({
      kind: 'proposal',
      body: {
        kind: 'service_change',
        services: [{ service_id: 'ac', quantity: 3, products: [] }],
        note: 'Three units',
      },
      services,
    });
    const details = { ...visit('arrived'), proposals: [] } as ProviderVisit & { proposals: OrderProposal[] };
    const projected = projectVisit(details, [proposal]);
    expect(projected.proposals).toEqual([
      expect.objectContaining({ id: proposal.key, status: 'submitted', services, note: 'Three units' }),
    ]);
    expect(waitingProposal(projected)).toBe(true);
    // A visit without its proposals (the list's cards) is left as it is.
    expect(projectVisit(visit('arrived'), [proposal])).toEqual(visit('arrived'));
    // Sent, and the re-read already lists it (the entry stays until that re-read settles): shown once, not twice.
    const sent = { ...details, proposals: [{ ...projected.proposals[0]!, id: 'p-1', total_difference: 11_903 }] };
    expect(projectVisit(sent, [proposal]).proposals).toEqual(sent.proposals);
  });

  it('counts the waiting photos and checklist for completion', () => {
    const item = { kind: 'standard', name: null, note: null, checked_by: null, checked_at: null } as const;
    const evidence: OrderEvidence = {
      photos: [],
      checklist: [
        { ...item, key: 'work_tested', done: false },
        { ...item, key: 'area_cleaned', done: true },
      ],
      checklist_complete: false,
    };
    const entries = [
      waiting({ kind: 'photo', stage: 'after', photo: new Blob(['x']) }),
      waiting({ kind: 'checklist', body: { items: [{ key: 'work_tested', done: true, note: 'Tested' }] } }),
    ];
    const projected = projectEvidence('order-1', evidence, entries);
    expect(projected?.photos.map((photo) => photo.stage)).toEqual(['after']);
    expect(projected?.checklist_complete).toBe(true);
    expect(projected?.checklist[0]).toMatchObject({ done: true, note: 'Tested' });
    expect(projectEvidence('order-2', evidence, entries)).toEqual(evidence);
  });
});

describe('the service worker registration', () => {
  it("carries the build and the field remote's origin (a remote on its own origin)", () => {
    const url = serviceWorkerUrl('abc123', 'http://127.0.0.1:8087/', 'http://127.0.0.1:8080');
    expect(url).toBe('/field-sw.js?v=abc123&remote=http%3A%2F%2F127.0.0.1%3A8087');
    // Served from the shell's origin (a relative public path): the remote is the page's origin.
    expect(serviceWorkerUrl('abc123', '/', 'http://127.0.0.1:8080')).toContain('remote=http%3A%2F%2F127.0.0.1%3A8080');
  });
});
