import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { notify, type ToastMessage } from '../../feedback/notify';
import { setNavigator } from '../../navigation/navigate';
import { storeLanguage } from '../../preferences/language';
import { session } from '../../session/session-store';
import { configureHttp } from '../client';
import { setHttpTranslator } from '../translator';
import { type LocalApiServer, startLocalApiServer } from './local-api-server';

type Navigation = { to: string; replace: boolean };

/** Starts a local API for the file, points the client at it and records toasts and navigations per test. */
export function setupLocalApi() {
  const toasts: ToastMessage[] = [];
  const navigations: Navigation[] = [];
  let server: LocalApiServer | undefined;
  let unsubscribe = () => {};

  beforeAll(async () => {
    server = await startLocalApiServer();
    configureHttp({ baseURL: server.baseURL, retryDelayMs: 0 });
    setNavigator((to, options) => navigations.push({ to, replace: Boolean(options?.replace) }));
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server?.reset();
    toasts.length = 0;
    navigations.length = 0;
    session.clear();
    storeLanguage('ar');
    setHttpTranslator(null);
    unsubscribe = notify.subscribe((toast) => toasts.push(toast));
  });
  afterEach(() => unsubscribe());

  return {
    toasts,
    navigations,
    get server(): LocalApiServer {
      if (!server) throw new Error('local API not started');
      return server;
    },
  };
}
