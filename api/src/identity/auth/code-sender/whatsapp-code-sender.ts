import type { Config } from '../../../platform/config/config';
import {
  postWhatsAppMessage,
  whatsappLanguage,
  whatsappRecipient,
} from '../../../platform/whatsapp/whatsapp-cloud-api';
import { CodeSendError, type CodeSender } from './code-sender';

/**
 * WhatsApp Cloud API: sends the authentication template with the code as body parameter and as the
 * copy-code button parameter. POST {apiUrl}/{phoneNumberId}/messages, Bearer token.
 */
export function whatsappCodeSender(settings: Config['whatsapp'], fetchImpl: typeof fetch = fetch): CodeSender {
  return {
    async send(phone, code, _purpose, lang) {
      const body = {
        to: whatsappRecipient(phone),
        type: 'template',
        template: {
          name: settings.templateName,
          language: { code: whatsappLanguage[lang] },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        },
      };
      await postWhatsAppMessage(
        settings,
        body,
        (message, cause) => new CodeSendError(message, cause === undefined ? undefined : { cause }),
        fetchImpl,
      );
    },
  };
}
