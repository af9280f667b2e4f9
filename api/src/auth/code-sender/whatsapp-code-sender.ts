import type { Config } from '../../config/config';
import { CodeSendError, type CodeSender } from './code-sender';

/** WhatsApp template language codes per interface language. */
const templateLanguage = { ar: 'ar', en: 'en', fr: 'fr' } as const;

/**
 * WhatsApp Cloud API: sends the authentication template with the code as body parameter and as the
 * copy-code button parameter. POST {apiUrl}/{phoneNumberId}/messages, Bearer token.
 */
export function whatsappCodeSender(settings: Config['whatsapp'], fetchImpl: typeof fetch = fetch): CodeSender {
  const url = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(phone, code, _purpose, lang) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: phone.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: settings.templateName,
          language: { code: templateLanguage[lang] },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        },
      };
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw new CodeSendError('WhatsApp API unreachable', { cause: error });
      }
      if (!response.ok) {
        // The error body names the problem (template, token, number) and never contains the code.
        const detail = (await response.text().catch(() => '')).slice(0, 500);
        throw new CodeSendError(`WhatsApp API answered ${response.status}: ${detail}`);
      }
    },
  };
}
