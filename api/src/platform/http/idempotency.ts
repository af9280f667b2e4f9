import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import { AppError } from './app-error';
import type { CompanyContext } from './request-context';

// Idempotency-Key on every money-moving POST (DOMAIN.md §1). The key row is inserted first, in the same
// transaction as the business change: a concurrent duplicate blocks on the unique index until the first one
// commits, then finds its row and replays its answer. A failed first attempt rolls its row back with everything
// else, so a retry with the same key runs again (nothing was moved).

export interface IdempotencyScope {
  userId: string;
  /** Method and route pattern, e.g. 'POST /api/v1/company/wallets/deductFromWallet'. */
  route: string;
}

export interface Stored<T> {
  status: number;
  body: T;
  /** True when this is the answer of an earlier request with the same key. */
  replayed: boolean;
}

/** The scope of a declared endpoint's keys: its method and whole path, e.g. 'POST /api/v1/company/wallets/refunds'. */
export const idempotencyRoute = (declaration: { method: string; path: string }) =>
  `${declaration.method} /api/v1/${declaration.path}`;

/** The header value, checked; every money-moving POST requires one (the UI always sends a fresh UUID). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(400, 'money.idempotency_key_required', {
      fields: { 'Idempotency-Key': ['money.idempotency_key_required'] },
    });
  }
  return key;
}

/** The key when the request sends one (checked), else null: routes that accept a key without requiring one. */
export const idempotencyKeyIfSent = (headers: Record<string, string | string[] | undefined>) =>
  headers['idempotency-key'] === undefined ? null : idempotencyKeyOf(headers);

/** Stable hash of the request: the same body (key order aside) gives the same hash. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const reused = () => new AppError(409, 'money.idempotency_key_reused');

/**
 * Runs `execute` once per key: in one transaction with the key row. Same key + same hash → the stored answer;
 * same key + other hash → 409.
 */
export async function withIdempotency<T>(
  scope: CompanyScope,
  request: IdempotencyScope & { key: string; hash: string; now: Date },
  execute: (tx: CompanyScope) => Promise<{ status: number; body: T }>,
): Promise<Stored<T>> {
  return scope.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(idempotencyKeys)
      .values({
        userId: request.userId,
        route: request.route,
        key: request.key,
        requestHash: request.hash,
        responseStatus: 0,
        responseBody: {},
        createdAt: request.now,
      })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!inserted) {
      const [existing] = await tx
        .select({
          hash: idempotencyKeys.requestHash,
          status: idempotencyKeys.responseStatus,
          body: idempotencyKeys.responseBody,
        })
        .from(
          idempotencyKeys,
          eq(idempotencyKeys.userId, request.userId),
          eq(idempotencyKeys.route, request.route),
          eq(idempotencyKeys.key, request.key),
        );
      if (!existing) throw new AppError(409, 'money.idempotency_in_progress');
      if (existing.hash !== request.hash) throw reused();
      return { status: existing.status, body: existing.body as T, replayed: true };
    }
    const result = await execute(tx);
    await tx.update(
      idempotencyKeys,
      { responseStatus: result.status, responseBody: result.body as object },
      eq(idempotencyKeys.id, inserted.id),
    );
    return { ...result, replayed: false };
  });
}

/** `withIdempotency` for a member's request: their user, the request's moment, the key and the body it hashes. */
export function keyedOnce<T>(
  ctx: CompanyContext,
  request: { route: string; key: string; body: unknown },
  execute: (tx: CompanyScope) => Promise<{ status: number; body: T }>,
): Promise<Stored<T>> {
  const { route, key, body } = request;
  return withIdempotency(
    ctx.scope,
    { userId: ctx.actor.userId, route, key, hash: requestHash(body), now: ctx.now },
    execute,
  );
}

/**
 * `execute` in one transaction, once per key when one is sent (the field app's outbox always sends one, ADR 0052):
 * a replay answers the first answer without running `execute`.
 */
export async function transactionOnceIfKeyed<T>(
  scope: CompanyScope,
  request: IdempotencyScope & { key: string | null; hash: string; now: Date },
  execute: (tx: CompanyScope) => Promise<T>,
): Promise<{ body: T; replayed: boolean }> {
  const { key } = request;
  if (!key) return { body: await scope.transaction(execute), replayed: false };
  const stored = await withIdempotency(scope, { ...request, key }, async (tx) => ({
    status: 200,
    body: await execute(tx),
  }));
  return { body: stored.body, replayed: stored.replayed };
}

/**
 * `execute` in one transaction, and once per key when the request sends an Idempotency-Key (ops decisions accept
 * one without requiring it): the same key replays, as `withIdempotency`.
 */
export async function onceIfKeyed(
  scope: CompanyScope,
  request: IdempotencyScope & { key: string | null | undefined; hash: string; now: Date },
  execute: (tx: CompanyScope) => Promise<{ status: number; body: unknown }>,
): Promise<void> {
  const { key } = request;
  if (key) await withIdempotency(scope, { ...request, key }, execute);
  else await scope.transaction(execute);
}
