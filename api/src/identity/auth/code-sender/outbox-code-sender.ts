import type { Db } from '../../../platform/db/database';
import { outboxMessages } from '../../../platform/db/schema/index';
import type { Logger } from '../../../platform/logger';
import type { CodeSender } from './code-sender';

export const LOGIN_CODE_TEMPLATE = 'login_code';

/**
 * Development stand-in for WhatsApp: the message lands in outbox_messages (read back by GET /api/v1/dev/outbox)
 * and in the log. Never used in production, so codes are never logged there.
 */
export function outboxCodeSender(db: Db, log: Logger, now: () => Date): CodeSender {
  return {
    async send(phone, code, purpose, lang) {
      await db.insert(outboxMessages).values({
        channel: 'whatsapp',
        recipient: phone,
        template: LOGIN_CODE_TEMPLATE,
        body: { code, purpose, lang },
        createdAt: now(),
      });
      log.info({ phone, code, purpose }, 'login code written to the outbox (development)');
    },
  };
}
