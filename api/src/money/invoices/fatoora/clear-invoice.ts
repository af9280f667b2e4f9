import type { Queryable } from '../../../platform/db/database';
import { companyScope } from '../../../platform/db/scoped-db';
import { findInvoice, invoicePaymentMethod } from '../invoice-queries';
import type { StampIdentity } from '../stamp/stamp-identity';
import { countUnavailableAttempt, pendingClearance, recordClearance } from './clearance-queries';
import { type FatooraMessage, FatooraUnavailableError } from './fatoora-adapter';
import type { FatooraConnection } from './fatoora-connection';
import { signedInvoice } from './signed-invoice';

// One invoice through Fatoora (ADR 0062): sign the stored invoice with the unit's stamp, clear it (standard) or
// report it (simplified), and record the answer. Unavailable: the attempt is counted and the error thrown, so the
// job queue retries with back-off; the invoice stays pending. A document the portal cannot even build (a builder
// refusal) is recorded as rejected with the portal's own message: sending it again would not change it.

export interface ClearanceDeps {
  db: Queryable;
  connection: FatooraConnection;
  identity: () => StampIdentity;
  now: () => Date;
}

const messagesOf = (messages: FatooraMessage[]) =>
  messages.map(({ type, code, category, message }) => ({ type, code, category, message }));

/** 'done' when recorded (or nothing was pending). Throws FatooraUnavailableError to be retried. */
export async function clearInvoice(
  deps: ClearanceDeps,
  invoiceId: string,
): Promise<'cleared' | 'reported' | 'rejected' | 'none'> {
  const pending = await pendingClearance(deps.db, invoiceId);
  if (!pending) return 'none';
  const now = deps.now();
  const scope = companyScope(deps.db, { companyId: pending.companyId, membershipId: null });
  const invoice = await findInvoice(scope, invoiceId, now);
  if (!invoice) return 'none';
  const method = invoice.payment_id ? await invoicePaymentMethod(scope, invoice.payment_id) : null;
  let document: ReturnType<typeof signedInvoice>;
  try {
    document = signedInvoice(invoice, method, deps.identity(), now);
  } catch (error) {
    const message = `The portal could not build the signed document: ${(error as Error).message}`;
    const messages = [{ type: 'ERROR', code: 'portal-document', category: 'PORTAL', message }];
    await recordClearance(deps.db, invoiceId, { status: 'rejected', messages, xml: null, at: now });
    return 'rejected';
  }
  try {
    const credentials = await deps.connection.credentials(document);
    const result = document.simplified
      ? await deps.connection.adapter.report(credentials, document)
      : await deps.connection.adapter.clear(credentials, document);
    if (result.outcome === 'rejected') {
      const messages = messagesOf([...result.errors, ...result.warnings]);
      await recordClearance(deps.db, invoiceId, { status: 'rejected', messages, xml: null, at: now });
      return 'rejected';
    }
    const status = document.simplified ? 'reported' : 'cleared';
    const xml = result.clearedXml ?? document.xml;
    await recordClearance(deps.db, invoiceId, { status, messages: messagesOf(result.warnings), xml, at: now });
    return status;
  } catch (error) {
    if (error instanceof FatooraUnavailableError) await countUnavailableAttempt(deps.db, invoiceId);
    throw error;
  }
}
