import type { EndpointDeclaration } from '@portal/contract';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { idempotencyRoute, requestHash, transactionOnceIfKeyed } from '../../../platform/http/idempotency';
import type { SignedInContext } from '../../../platform/http/request-context';

// A provider action in one transaction; with an Idempotency-Key (the field app's outbox sends one per action, made
// when the technician acted, ADR 0052) the key row commits with the action, scoped to the account (its user) and
// the endpoint: a send repeated after a lost answer or a dropped connection gets the first answer instead of a
// second step, photo or cash posting. Without a key (API clients), the action runs as before.

/** The Idempotency-Key a request sent (null: none), and what to do when its answer is a replay. */
export interface SentKey {
  key: string | null;
  onReplay?: () => void;
}
export const NO_KEY: SentKey = { key: null };

interface ProviderAction {
  sent: SentKey;
  declaration: Pick<EndpointDeclaration, 'method' | 'path'>;
  /** What identifies the request: the same key with another request is refused (409). */
  request: unknown;
}

export async function providerOnce<T>(
  ctx: SignedInContext,
  scope: CompanyScope,
  action: ProviderAction,
  work: (tx: CompanyScope) => Promise<T>,
): Promise<T> {
  const route = idempotencyRoute(action.declaration);
  const { key, onReplay } = action.sent;
  const request = { userId: ctx.actor.userId, route, key, hash: requestHash(action.request), now: ctx.now };
  const answer = await transactionOnceIfKeyed(scope, request, work);
  if (answer.replayed) onReplay?.();
  return answer.body;
}
