import { randomBytes } from 'node:crypto';
import type { GatewayStatus, TestGatewayOutcome } from '@portal/contract';
import { notFound } from '../../../platform/http/app-error';
import {
  type CallbackRequest,
  type CreateGatewayPayment,
  type GatewayPayment,
  type GatewayPaymentState,
  invalidSignature,
  type PaymentGateway,
} from './gateway';
import { headerText, safeEqual, sign } from './signature';
import type { StoredTestSession, TestGatewaySessions } from './test-gateway-sessions';

// The built-in test gateway (DOMAIN.md §2), development and tests only: it plays the remote gateway. Its sessions
// are the pending payment rows (test-gateway-sessions.ts), so they survive an API restart. Its hosted page is the
// shell's public /payment?session=<reference> route, which reads the session and completes it through
// /api/v1/public/test-gateway/…; completing sends a signed server-to-server callback to the same callback route a
// real gateway would hit.

export const TEST_GATEWAY_SIGNATURE_HEADER = 'x-test-gateway-signature';

const outcomeStatus: Record<TestGatewayOutcome, Exclude<GatewayStatus, 'initiated'>> = {
  success: 'paid',
  failure: 'failed',
  cancel: 'canceled',
};

export interface TestGateway extends PaymentGateway {
  session(reference: string): Promise<StoredTestSession>;
  /** Sets the outcome once (later calls keep the first) and returns the signed callback to deliver. */
  complete(
    reference: string,
    outcome: TestGatewayOutcome,
    now: Date,
  ): Promise<{ session: StoredTestSession; body: string; signature: string }>;
}

export function testGateway(options: {
  secret: string;
  publicUrl: string;
  sessions: TestGatewaySessions;
}): TestGateway {
  const { sessions } = options;
  const find = async (reference: string) => {
    const session = await sessions.find(reference);
    if (!session) throw notFound();
    return session;
  };
  return {
    name: 'test',
    async createPayment(_input: CreateGatewayPayment): Promise<GatewayPayment> {
      // The caller stores the reference on the payment row in its transaction: that row is the session.
      const reference = `tg_${randomBytes(12).toString('hex')}`;
      return { reference, redirectUrl: `${options.publicUrl}/payment?session=${reference}` };
    },
    async fetchPayment(reference: string): Promise<GatewayPaymentState> {
      const session = await find(reference);
      const failureCode = session.status === 'failed' ? 'declined' : session.status === 'canceled' ? 'canceled' : null;
      return { reference, status: session.status, amount: session.amount, currency: session.currency, failureCode };
    },
    verifyCallback(callback: CallbackRequest) {
      const given = headerText(callback.headers[TEST_GATEWAY_SIGNATURE_HEADER]);
      if (!given || !safeEqual(given, sign(options.secret, callback.rawBody))) throw invalidSignature();
      const reference = (JSON.parse(callback.rawBody) as { id?: unknown }).id;
      if (typeof reference !== 'string') throw invalidSignature();
      return { reference };
    },
    session: find,
    async complete(reference, outcome, now) {
      const session = await sessions.close(reference, outcomeStatus[outcome], now);
      if (!session) throw notFound();
      const body = JSON.stringify({ id: session.reference, status: session.status, amount: session.amount });
      return { session, body, signature: sign(options.secret, body) };
    },
  };
}
