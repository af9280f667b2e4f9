import fp from 'fastify-plugin';
import type { CodeSender } from './code-sender';
import { outboxCodeSender } from './outbox-code-sender';
import { whatsappCodeSender } from './whatsapp-code-sender';

declare module 'fastify' {
  interface FastifyInstance {
    codeSender: CodeSender;
  }
}

/** CODE_SENDER picks the channel (WhatsApp unless `outbox` is chosen explicitly); tests may pass their own. */
export const codeSenderPlugin = fp<{ codeSender?: CodeSender }>(
  async (app, options) => {
    const sender =
      options.codeSender ??
      (app.config.codeSender === 'whatsapp'
        ? whatsappCodeSender(app.config.whatsapp)
        : outboxCodeSender(app.database.db, app.log, app.now));
    app.decorate('codeSender', sender);
  },
  { name: 'code-sender', dependencies: ['config', 'database'] },
);
