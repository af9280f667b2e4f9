import { IDEMPOTENCY_HEADER } from '@portal/contract';
import { useRef } from 'react';

/**
 * One Idempotency-Key per submission (DOMAIN.md §1): the same body sent again (a retry after a lost answer)
 * carries the same key, so the API moves the money once; a changed body gets a new key, because the API
 * answers 409 to a known key with another body. `done()` after a success: the next submission is a new one.
 */
export class IdempotencyKeys {
  private current: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  headerFor(fingerprint: string): Record<string, string> {
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: this.newKey() };
    return { [IDEMPOTENCY_HEADER]: this.current.key };
  }

  done(): void {
    this.current = null;
  }
}

/** The keys of one form, kept across renders. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const keys = useRef<IdempotencyKeys | null>(null);
  keys.current ??= new IdempotencyKeys();
  return keys.current;
}
