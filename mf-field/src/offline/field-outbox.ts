import { type ApiError, notify, session } from '@portal/shared';
import { useSyncExternalStore } from 'react';
import { Outbox } from './outbox';
import type { OutboxEntry } from './outbox-entry';
import { outboxStore } from './outbox-store';
import { sendEntry } from './send-entry';

// The page's one outbox, on the phone's IndexedDB and the portal's session: the visit screen submits to it, the
// offline layer (./offline-layer.tsx) keeps it sending and shows what waits.

type SentListener = (entry: OutboxEntry) => Promise<unknown> | undefined;
const sentListeners = new Set<SentListener>();

/** Called after each action the API has (the offline layer re-reads the visits; the action waits for that). */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

const exclusive = (work: () => Promise<void>): Promise<void> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('portal-field-outbox', work).then(() => undefined)
    : work();

export const fieldOutbox = new Outbox({
  store: outboxStore,
  send: sendEntry,
  account: () => session.getState().user?.id ?? null,
  online: () => navigator.onLine,
  newKey: () => crypto.randomUUID(),
  now: () => Date.now(),
  onSent: (entry) => Promise.all([...sentListeners].map((listener) => listener(entry))),
  onRefusedNow: (error: ApiError) => notify.error(error.message),
  exclusive,
});

export const useOutboxState = () => useSyncExternalStore(fieldOutbox.subscribe, fieldOutbox.getState);
