import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CodeSender } from '../../src/identity/auth/code-sender/code-sender';
import { memberships, outboxMessages, users } from '../../src/platform/db/schema/index';
import {
  call,
  createTestApp,
  nextPhone,
  outboxCode,
  registerAndSignIn,
  type TestApp,
  useTestApp,
} from '../support/harness';

// Issue 26.6: auth/login and the start of auth/resetPassword do not tell whether a phone has an account (same
// status, same body, same limits, similar time), and a person whose company access has ended gets no reset code.

const t = useTestApp();

const login = (phone: string, ip: string) => call(t.app, 'POST', '/api/v1/auth/login', { body: { phone }, ip });
const resetStart = (phone: string, ip: string) =>
  call(t.app, 'POST', '/api/v1/auth/resetPassword', { body: { phone }, ip, headers: { lang: 'en' } });
const codesSentTo = (phone: string) =>
  t.database.db.$count(
    outboxMessages,
    and(eq(outboxMessages.recipient, phone), eq(outboxMessages.template, 'login_code')),
  );
/** The answer without what differs by nature (the phone itself, the request id). */
const shape = (answer: { statusCode: number; body: Record<string, unknown>; headers?: unknown }) => ({
  statusCode: answer.statusCode,
  body: { ...answer.body, requestId: undefined, data: { ...(answer.body.data as object), phone: undefined } },
});

describe.each([
  ['auth/login', login],
  ['auth/resetPassword', resetStart],
])('%s', (_name, ask) => {
  it('answers a registered and an unregistered phone alike, at first and within the resend wait', async () => {
    const { phone: registered } = await registerAndSignIn(t.app);
    const unregistered = nextPhone();
    t.clock.advanceSeconds(61);
    const sentBefore = await codesSentTo(unregistered);
    for (const round of [1, 2]) {
      const a = await ask(registered, `198.51.100.${round}`);
      const b = await ask(unregistered, `198.51.100.${round + 10}`);
      expect(a.statusCode).toBe(200);
      expect(shape(b)).toEqual(shape(a));
      // The resend wait too: a second request from the same address within the minute is refused alike.
      const againA = await ask(registered, `198.51.100.${round}`);
      const againB = await ask(unregistered, `198.51.100.${round + 10}`);
      expect(againA.statusCode).toBe(429);
      expect(shape(againB)).toEqual(shape(againA));
      t.clock.advanceSeconds(61);
    }
    expect(await codesSentTo(unregistered)).toBe(sentBefore);
  });
});

describe('timing', () => {
  it('takes about as long for an unregistered phone as a delivery to a registered one', async () => {
    // A channel that takes 60 ms, as a WhatsApp call does.
    const outbox: string[] = [];
    const slowSender: CodeSender = {
      send: async (phone) => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        outbox.push(phone);
      },
    };
    const slow = await createTestApp({ codeSender: slowSender });
    try {
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const registered = await userWithoutCompany(slow);
      const times = { registered: [] as number[], unregistered: [] as number[] };
      for (let i = 0; i < 7; i++) {
        slow.clock.advanceSeconds(61);
        for (const [kind, target] of [
          ['registered', registered],
          ['unregistered', nextPhone()],
        ] as const) {
          const started = performance.now();
          const answer = await call(slow.app, 'POST', '/api/v1/auth/login', {
            body: { phone: target },
            ip: `198.18.7.${i}`,
          });
          expect(answer.statusCode).toBe(200);
          times[kind].push(performance.now() - started);
        }
      }
      const [a, b] = [median(times.registered), median(times.unregistered)];
      // Generous: the unregistered answer waits the delivery's recent average instead of sending.
      expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThan(0.5);
      expect(outbox.filter((p) => p === registered).length).toBeGreaterThanOrEqual(7);
    } finally {
      await slow.close();
    }
  });
});

/** A person with an account (inserted: this app's codes go to the slow sender, not to the dev outbox). */
async function userWithoutCompany(app: TestApp): Promise<string> {
  const phone = nextPhone();
  await app.database.db.insert(users).values({ fullName: 'Timed Owner', phone });
  return phone;
}

describe('password reset codes', () => {
  it('are not sent to a person whose company access has ended (expired or removed)', async () => {
    const expired = await registerAndSignIn(t.app);
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, expired.phone));
    await t.database.db
      .update(memberships)
      .set({ expiresAt: new Date(t.clock.time - 1000) })
      .where(eq(memberships.userId, user!.id));
    const removed = await registerAndSignIn(t.app);
    const [removedUser] = await t.database.db.select().from(users).where(eq(users.phone, removed.phone));
    await t.database.db.delete(memberships).where(eq(memberships.userId, removedUser!.id));
    const active = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);

    const before = { expired: await codesSentTo(expired.phone), removed: await codesSentTo(removed.phone) };
    const answers = [
      await resetStart(expired.phone, '198.51.100.71'),
      await resetStart(removed.phone, '198.51.100.72'),
      await resetStart(active.phone, '198.51.100.73'),
    ];
    // The same answer for all three; only the active member receives the code.
    expect(answers.map(shape)).toEqual([shape(answers[2]!), shape(answers[2]!), shape(answers[2]!)]);
    expect(await codesSentTo(expired.phone)).toBe(before.expired);
    expect(await codesSentTo(removed.phone)).toBe(before.removed);
    expect(await outboxCode(t.app, active.phone)).toMatch(/^\d{4}$/);
  });
});
