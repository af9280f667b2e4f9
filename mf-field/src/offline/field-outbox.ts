import { type ApiError, notify, session } from '@portal/shared';
import { useSyncExternalStore } from 'react';
import { Outbox } from './outbox';
import type { OutboxEntry } from './outbox-entry';
import { outboxStore } from './outbox-store';
import { sendEntry } from './send-entry';

// The page's one outbox, on the phone's IndexedDB and the portal's session: the visit screen submits to it, the
// offline layer (./offline-layer.tsx) keeps it sending and shows what waits.

const sentListeners = new Set<(entry: OutboxEntry) => void>();

/** Called after each action the API has (the offline layer refreshes the visits). */
export function onOutboxSent(listener: (entry: OutboxEntry) => void): () => void {
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
  onSent: (entry) => {
    for (const listener of sentListeners) listener(entry);
  },
  onRefusedNow: (error: ApiError) => notify.error(error.message),
  exclusive,
});

export const useOutboxState = () => useSyncExternalStore(fieldOutbox.subscribe, fieldOutbox.getState);
