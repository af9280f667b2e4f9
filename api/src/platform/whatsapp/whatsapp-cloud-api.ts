import type { Config } from '../config/config';

// One POST to the WhatsApp Cloud API ({apiUrl}/{phoneNumberId}/messages, Bearer token), shared by the login-code
// sender and the order notifications. Failures become `failure(message)` errors of the caller's kind.

/** WhatsApp template language codes per interface language. */
export const whatsappLanguage = { ar: 'ar', en: 'en', fr: 'fr' } as const;

export async function postWhatsAppMessage(
  settings: Config['whatsapp'],
  body: Record<string, unknown>,
  failure: (message: string, cause?: unknown) => Error,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const url = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...body }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw failure('WhatsApp API unreachable', error);
  }
  if (!response.ok) {
    // The error body names the problem (template, token, number) and never contains the message parameters.
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    throw failure(`WhatsApp API answered ${response.status}: ${detail}`);
  }
}

/** The Cloud API wants the number without its leading plus. */
export const whatsappRecipient = (phone: string) => phone.replace(/^\+/, '');
