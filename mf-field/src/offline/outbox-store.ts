import type { NewOutboxEntry, OutboxEntry } from './outbox-entry';

// The outbox on the phone: one IndexedDB store, photos kept as Blobs (IndexedDB stores them natively, unlike
// localStorage). Each call opens its own short transaction; the database stays open for the page's life.

const DB_NAME = 'portal-field-outbox';
const STORE = 'entries';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex('account', 'account');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = null;
      reject(request.error);
    };
  });
  return opened;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        // Resolved once the transaction is durable, not when the request alone succeeded.
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      }),
  );
}

export const outboxStore = {
  /** The account's entries, oldest first (the index keeps the primary key order within one account). */
  list: (account: string) =>
    run('readonly', (store) => store.index('account').getAll(IDBKeyRange.only(account)) as IDBRequest<OutboxEntry[]>),
  add: (entry: NewOutboxEntry) => run('readwrite', (store) => store.add(entry)).then((seq) => seq as number),
  put: (entry: OutboxEntry) => run('readwrite', (store) => store.put(entry)).then(() => undefined),
  remove: (seq: number) => run('readwrite', (store) => store.delete(seq)).then(() => undefined),
};

export type OutboxStore = typeof outboxStore;
