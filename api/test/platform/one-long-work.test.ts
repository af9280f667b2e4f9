import { describe, expect, it } from 'vitest';
import { oneLongWorkAtATime } from '../../src/platform/db/database';

// ADR 0034: long work on the embedded database (one session) runs one at a time, so other users wait behind one
// export page at most, never behind the interleaved pages of two.

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('one long work at a time', () => {
  it('starts the second only when the first has ended, and a failure does not block the next', async () => {
    const log: string[] = [];
    const work =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      oneLongWorkAtATime(work('a', true)),
      oneLongWorkAtATime(work('b')),
      oneLongWorkAtATime(work('c')),
    ]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});
