import type { Config } from '../../platform/config/config';
import { postWhatsAppMessage, whatsappLanguage, whatsappRecipient } from '../../platform/whatsapp/whatsapp-cloud-api';
import { OutboundSendError, type WhatsAppTemplateSender } from './senders';

/** Order notifications as WhatsApp template messages (business-initiated messages must be templates). */
export function whatsappTemplateSender(
  settings: Config['whatsapp'],
  fetchImpl: typeof fetch = fetch,
): WhatsAppTemplateSender {
  return {
    async send({ to, template, lang, parameters }) {
      const body = {
        to: whatsappRecipient(to),
        type: 'template',
        template: {
          name: template,
          language: { code: whatsappLanguage[lang] },
          components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
        },
      };
      await postWhatsAppMessage(
        settings,
        body,
        (message, cause) => new OutboundSendError(message, cause === undefined ? undefined : { cause }),
        fetchImpl,
      );
    },
  };
}
