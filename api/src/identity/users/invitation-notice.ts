import fp from 'fastify-plugin';
import { whatsappTemplateSender } from '../../messaging/outbound/whatsapp-template-sender';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { outboxMessages } from '../../platform/db/schema/index';
import type { Lang } from '../../platform/i18n/translate';
import type { Logger } from '../../platform/logger';

/** The outbox template of the notice (development: read back with the other WhatsApp stand-in messages). */
export const INVITATION_NOTICE_TEMPLATE = 'company_invitation';

/** What the person reads on WhatsApp: which company asks them to join; they answer in the portal (issue 26.6). */
interface InvitationNotice {
  phone: string;
  company: string;
  lang: Lang;
}

export interface InvitationNoticeSender {
  send(notice: InvitationNotice): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    invitationNotice: InvitationNoticeSender;
  }
}

/** Development: the outbox, as the login codes (CODE_SENDER=outbox). */
function outboxNoticeSender(db: Db, log: Logger, now: () => Date): InvitationNoticeSender {
  return {
    async send({ phone, company, lang }) {
      await db.insert(outboxMessages).values({
        channel: 'whatsapp',
        recipient: phone,
        template: INVITATION_NOTICE_TEMPLATE,
        body: { company, lang },
        createdAt: now(),
      });
      log.info({ phone, company }, 'company invitation written to the outbox (development)');
    },
  };
}

/** Production: a WhatsApp template message (a business-initiated message must be a template), company as parameter. */
function whatsappNoticeSender(settings: Config['whatsapp']): InvitationNoticeSender {
  const sender = whatsappTemplateSender(settings);
  return {
    send: ({ phone, company, lang }) =>
      sender.send({ to: phone, template: settings.invitationTemplate, lang, parameters: [company] }),
  };
}

/** The channel follows the login codes' (CODE_SENDER): the same WhatsApp account, or the development outbox. */
export const invitationNoticePlugin = fp(
  async (app) => {
    const sender =
      app.config.codeSender === 'whatsapp'
        ? whatsappNoticeSender(app.config.whatsapp)
        : outboxNoticeSender(app.database.db, app.log, app.now);
    app.decorate('invitationNotice', sender);
  },
  { name: 'invitation-notice', dependencies: ['config', 'database'] },
);
