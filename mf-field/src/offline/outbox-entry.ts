import type {
  EvidenceStage,
  OrderChecklistBody,
  OrderProposal,
  OrderTransitionOperation,
  ProposeBody,
} from '@portal/shared/contract';

// One action the technician took, kept on the phone until the API has it (issue 30.4, ADR 0052). The key is the
// Idempotency-Key, made when he acted: however often the entry is sent, the API acts once.

export type OutboxAction =
  | { kind: 'step'; operation: OrderTransitionOperation }
  | { kind: 'checklist'; body: OrderChecklistBody }
  | { kind: 'cash' }
  | { kind: 'photo'; stage: EvidenceStage; photo: Blob }
  /** `services`: the lines with their names, to show the proposal as waiting before the API has it. */
  | { kind: 'proposal'; body: ProposeBody; services: OrderProposal['services'] };

/** What every entry carries besides its action. */
export interface OutboxMeta {
  key: string;
  /** The signed-in user who acted: only their session sends it. */
  account: string;
  orderId: string;
  /** The visit's reference, to name it in the list of what is waiting. */
  reference: string;
  createdAt: number;
  /** The API refused it (4xx): the queue stops here until the technician retries or discards it. */
  refusal: string | null;
}

export type NewOutboxEntry = OutboxAction & OutboxMeta;

/** IndexedDB's increasing `seq`: the order the actions were taken in, and are sent in. */
export type OutboxEntry = NewOutboxEntry & { seq: number };
