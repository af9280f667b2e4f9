import { randomBytes } from 'node:crypto';
import type { GatewayStatus, TestGatewayOutcome } from '@portal/contract';
import { notFound } from '../../http/app-error';
import {
  type CallbackRequest,
  type CreateGatewayPayment,
  type GatewayPayment,
  type GatewayPaymentState,
  invalidSignature,
  type PaymentGateway,
} from './gateway';
import { headerText, safeEqual, sign } from './signature';

// The built-in test gateway (DOMAIN.md §2), development and tests only: it plays the remote gateway in memory.
// Its hosted page is the shell's public /payment?session=<reference> route, which reads the session and
// completes it through /api/v1/public/test-gateway/…; completing sends a signed server-to-server callback to the
// same callback route a real gateway would hit.

export const TEST_GATEWAY_SIGNATURE_HEADER = 'x-test-gateway-signature';

interface TestGatewaySession {
  reference: string;
  paymentId: string;
  amount: number;
  currency: 'SAR';
  description: string;
  status: GatewayStatus;
  returnUrl: string;
  callbackUrl: string;
}

const outcomeStatus: Record<TestGatewayOutcome, GatewayStatus> = {
  success: 'paid',
  failure: 'failed',
  cancel: 'canceled',
};

export interface TestGateway extends PaymentGateway {
  session(reference: string): TestGatewaySession;
  /** Sets the outcome once (later calls keep the first) and returns the signed callback to deliver. */
  complete(
    reference: string,
    outcome: TestGatewayOutcome,
  ): { session: TestGatewaySession; body: string; signature: string };
}

export function testGateway(options: { secret: string; publicUrl: string }): TestGateway {
  const sessions = new Map<string, TestGatewaySession>();
  const find = (reference: string) => {
    const session = sessions.get(reference);
    if (!session) throw notFound();
    return session;
  };
  return {
    name: 'test',
    async createPayment(input: CreateGatewayPayment): Promise<GatewayPayment> {
      const reference = `tg_${randomBytes(12).toString('hex')}`;
      sessions.set(reference, {
        reference,
        paymentId: input.paymentId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        status: 'initiated',
        returnUrl: input.returnUrl,
        callbackUrl: input.callbackUrl,
      });
      return { reference, redirectUrl: `${options.publicUrl}/payment?session=${reference}` };
    },
    async fetchPayment(reference: string): Promise<GatewayPaymentState> {
      const session = find(reference);
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
    complete(reference, outcome) {
      const session = find(reference);
      if (session.status === 'initiated') session.status = outcomeStatus[outcome];
      const body = JSON.stringify({ id: session.reference, status: session.status, amount: session.amount });
      return { session, body, signature: sign(options.secret, body) };
    },
  };
}
