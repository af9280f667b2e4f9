import type { Lang } from '../../../platform/i18n/translate';

/** 'password': re-authentication before setting a first password while signed in (issue 16.7). */
export type CodePurpose = 'register' | 'login' | 'invite' | 'reset' | 'password';

/** Delivers a login code to a phone. Implementations: outbox (development) and WhatsApp Cloud API. */
export interface CodeSender {
  send(phone: string, code: string, purpose: CodePurpose, lang: Lang): Promise<void>;
}

/** The channel refused or could not be reached; the request answers 502 and the code is withdrawn. */
export class CodeSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CodeSendError';
  }
}
