import type { DevOutboxMessage } from '@portal/contract';
import { notFound } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { latestLoginCodeMessage } from './outbox-queries';

/** The latest login code written to the development outbox for a phone (development only). */
export async function latestLoginCode(ctx: RequestContext, { phone }: { phone: string }): Promise<DevOutboxMessage> {
  const message = await latestLoginCodeMessage(ctx.db, phone);
  if (!message) throw notFound('dev.outbox_empty');
  const body = message.body as { code?: string; purpose?: string };
  return {
    phone: message.recipient,
    code: String(body.code ?? ''),
    purpose: String(body.purpose ?? ''),
    created_at: message.createdAt.toISOString(),
  };
}
