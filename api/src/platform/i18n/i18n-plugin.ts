import fp from 'fastify-plugin';
import type { MessageKey } from './en';
import { defaultLang, type Lang, pickLang, translate } from './translate';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** Translates a message key into the caller's language. */
    t(key: MessageKey, params?: Record<string, string | number>): string;
  }
}

/** Picks the answer language from the `lang` header (ar by default, en, fr). */
export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('lang', defaultLang);
    app.decorateRequest(
      't',
      function (this: { lang: Lang }, key: MessageKey, params?: Record<string, string | number>) {
        return translate(this.lang, key, params);
      },
    );
    app.addHook('onRequest', async (request) => {
      request.lang = pickLang(request.headers.lang);
    });
  },
  { name: 'i18n' },
);
