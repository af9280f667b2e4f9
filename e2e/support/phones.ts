import { test } from '@playwright/test';

// Phone numbers must never collide: tests run in parallel workers on one database, and with PORTAL_URL on a
// database that outlives the run. A number is 05 + 8 digits (any Saudi mobile, contract/phone.ts), built as
//   5 digits: seconds since the epoch (mod 10^5, repeats after ~28 h: another run, another number)
//   1 digit : the worker's parallel slot (parallelIndex; workerIndex keeps growing after failures, a slot is held
//             by one live worker at a time)
//   2 digits: a per-worker counter (a worker issues far fewer than 100 numbers within one second).
let issued = 0;

/** A Saudi mobile no other test, worker, retry or recent run uses. */
export function freshPhone(): string {
  issued += 1;
  const seconds = Math.floor(Date.now() / 1000) % 100_000;
  const slot = test.info().parallelIndex % 10;
  const digits = `${String(seconds).padStart(5, '0')}${slot}${String(issued % 100).padStart(2, '0')}`;
  return `05${digits}`;
}

export function toE164(local: string): string {
  return `+966${local.slice(1)}`;
}
