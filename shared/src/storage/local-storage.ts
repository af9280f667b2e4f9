// Every key the portal writes to localStorage carries the app name as prefix (spec §9),
// so several apps on one origin never read each other's values.
export const APP_NAME = 'b2b-portal';

const memory = new Map<string, string>();

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage can throw (privacy mode); fall back to memory so the app still works.
  }
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

export function storageKey(name: string): string {
  return `${APP_NAME}-${name}`;
}

export function readStored<T>(name: string, fallback: T): T {
  const raw = backend().getItem(storageKey(name));
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeStored(name: string, value: unknown): void {
  if (value === undefined || value === null) backend().removeItem(storageKey(name));
  else backend().setItem(storageKey(name), JSON.stringify(value));
}
