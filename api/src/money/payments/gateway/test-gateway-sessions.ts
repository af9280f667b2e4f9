import type { GatewayStatus, PaymentPurpose } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { payments } from '../../../platform/db/schema/index';

// Where the test gateway keeps its sessions: a session IS the card payment row it was opened for (gateway 'test',
// gateway_reference = the session id, gateway_status = where it stands "at the gateway"). Nothing lives in memory,
// so a hosted /payment page opened before an API restart still completes after it (issue 9), and a rolled-back
// recharge leaves no orphan session. No extra table: the payments columns already hold all of it.

export interface StoredTestSession {
  reference: string;
  paymentId: string;
  /** Sequence of the payment (its PAY-… reference). */
  seq: number;
  amount: number;
  currency: 'SAR';
  status: GatewayStatus;
  /** What the payment is for (null: a recharge older than purposes): its payable gives the page's way back. */
  purpose: PaymentPurpose | null;
  purposeId: string | null;
}

export interface TestGatewaySessions {
  find(reference: string): Promise<StoredTestSession | null>;
  /** Records the outcome if the session is still open (the first outcome wins), then answers the session. */
  close(reference: string, status: Exclude<GatewayStatus, 'initiated'>, now: Date): Promise<StoredTestSession | null>;
}

const columns = {
  paymentId: payments.id,
  seq: payments.seq,
  amount: payments.amount,
  gatewayStatus: payments.gatewayStatus,
  purpose: payments.purpose,
  purposeId: payments.purposeId,
};
type Row = {
  paymentId: string;
  seq: number;
  amount: number;
  gatewayStatus: string | null;
  purpose: PaymentPurpose | null;
  purposeId: string | null;
};

const toSession = (reference: string, row: Row | undefined): StoredTestSession | null =>
  row ? { reference, ...row, currency: 'SAR', status: (row.gatewayStatus ?? 'initiated') as GatewayStatus } : null;

export function databaseTestSessions(database: Database): TestGatewaySessions {
  // The gateway is outside every company: its hosted page knows only the session id.
  const db = () => database.systemDb('test gateway: a session is looked up by its id, before any company is known');
  const ofSession = (reference: string) => and(eq(payments.gateway, 'test'), eq(payments.gatewayReference, reference));
  return {
    async find(reference) {
      const [row] = await db().select(columns).from(payments).where(ofSession(reference));
      return toSession(reference, row);
    },
    async close(reference, status, now) {
      // Only a session still open at the gateway and not yet settled by us takes an outcome.
      await db()
        .update(payments)
        .set({ gatewayStatus: status, updatedAt: now })
        .where(and(ofSession(reference), eq(payments.gatewayStatus, 'initiated'), eq(payments.status, 'unpaid')));
      return this.find(reference);
    },
  };
}
