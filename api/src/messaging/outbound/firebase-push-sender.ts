import { OutboundSendError, type PushSender } from './senders';

// Web push through Firebase Cloud Messaging (firebase-admin), loaded on the first message: an API without
// FIREBASE_* settings never loads it and never reaches Google.

/** Errors that mean the token is gone for good (the browser unsubscribed or the app was removed). */
const STALE_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);

export function firebasePushSender(serviceAccountJson: string): PushSender {
  let messaging: Promise<import('firebase-admin/messaging').Messaging> | null = null;
  const open = () => {
    messaging ??= (async () => {
      const { cert, getApps, initializeApp } = await import('firebase-admin/app');
      const { getMessaging } = await import('firebase-admin/messaging');
      const name = 'portal-push';
      const app =
        getApps().find((candidate) => candidate.name === name) ??
        initializeApp({ credential: cert(JSON.parse(serviceAccountJson)) }, name);
      return getMessaging(app);
    })();
    return messaging;
  };
  return {
    async send(tokens, data) {
      let answer: import('firebase-admin/messaging').BatchResponse;
      try {
        // Data messages: the shell's handlers and the service worker show them (spec §2 snackbar, §3 data).
        answer = await (await open()).sendEachForMulticast({
          tokens,
          data: { ...data },
          webpush: { headers: { Urgency: 'high' } },
        });
      } catch (error) {
        throw new OutboundSendError(`FCM refused the message: ${(error as Error).message}`, { cause: error });
      }
      const staleTokens = tokens.filter((_, index) => {
        const code = answer.responses[index]?.error?.code;
        return code !== undefined && STALE_TOKEN_CODES.has(code);
      });
      const otherFailure = answer.responses.find((r, index) => r.error && !staleTokens.includes(tokens[index]!));
      if (otherFailure && answer.successCount === 0) {
        throw new OutboundSendError(`FCM failed: ${otherFailure.error?.message ?? 'unknown error'}`);
      }
      return { staleTokens };
    },
  };
}
