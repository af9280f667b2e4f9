import type { Lang } from '../../platform/i18n/translate';

// The external channels behind small interfaces (ARCHITECTURE.md §4): the real ones are configured by environment
// (outbound-senders.ts), tests pass fakes or point the real ones at local fake servers. A channel that is not
// configured has no sender, and nothing is planned for it.

export interface WhatsAppTemplateMessage {
  /** E.164 phone. */
  to: string;
  template: string;
  lang: Lang;
  /** Body parameters of the template, in order. */
  parameters: string[];
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Spec §3 push message data: type, title, body, payload (a JSON string). */
export interface PushData {
  type: string;
  title: string;
  body: string;
  payload: string;
}

export interface WhatsAppTemplateSender {
  send(message: WhatsAppTemplateMessage): Promise<void>;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export interface PushSender {
  /** Answers the tokens the push service no longer knows (their sessions forget them). */
  send(tokens: string[], data: PushData): Promise<{ staleTokens: string[] }>;
}

export interface OutboundSenders {
  whatsapp: WhatsAppTemplateSender | null;
  mail: MailSender | null;
  push: PushSender | null;
}

/** A channel refused or could not be reached; the delivery stays pending and is tried again. */
export class OutboundSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OutboundSendError';
  }
}
