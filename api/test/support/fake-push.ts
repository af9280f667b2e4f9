import type { PushData, PushSender } from '../../src/messaging/outbound/senders';

/**
 * A push sender that records what it sends (no network). Tokens put in `stale` are answered as unknown to the push
 * service; the first `failFirst` calls throw (a push service refusing).
 */
export function fakePush(failFirst = 0) {
  const sent: { tokens: string[]; data: PushData; at: number }[] = [];
  const tried: number[] = [];
  const stale = new Set<string>();
  const sender: PushSender = {
    async send(tokens, data) {
      tried.push(Date.now());
      if (tried.length <= failFirst) throw new Error(`push service unavailable (${tried.length})`);
      sent.push({ tokens, data, at: Date.now() });
      return { staleTokens: tokens.filter((token) => stale.has(token)) };
    },
  };
  return { sender, sent, tried, stale };
}
