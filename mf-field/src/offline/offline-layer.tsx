import { session, useCurrentLanguage } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FIELD_KEY } from '../visits/visit-queries';
import { fieldOutbox, onOutboxSent } from './field-outbox';
import { linkManifest, registerServiceWorker } from './install-app';
import { OutboxPanel } from './outbox-panel';

/** While the outbox waits for a connection that seems up (a weak network), it tries again this often. */
const RETRY_MS = 15_000;

/**
 * The field app's offline layer (issue 30.1 and 30.4), mounted with the app and loaded on its own: installs the app
 * (manifest, worker), keeps the outbox sending — at start, when the connection returns, every RETRY_MS while an
 * answer failed, when another account signs in — refreshes the visits after each sent action, and shows what waits.
 */
export default function OfflineLayer() {
  const client = useQueryClient();
  const language = useCurrentLanguage();

  useEffect(() => linkManifest(language), [language]);
  useEffect(registerServiceWorker, []);

  useEffect(() => {
    const drain = () => void fieldOutbox.drain();
    drain();
    const stopSent = onOutboxSent(() => client.invalidateQueries({ queryKey: FIELD_KEY }));
    let account = session.getState().user?.id;
    const stopSession = session.subscribe((state) => {
      if (state.user?.id === account) return;
      account = state.user?.id;
      drain();
    });
    const timer = setInterval(() => {
      if (fieldOutbox.getState().offline && navigator.onLine) drain();
    }, RETRY_MS);
    window.addEventListener('online', drain);
    return () => {
      stopSent();
      stopSession();
      clearInterval(timer);
      window.removeEventListener('online', drain);
    };
  }, [client]);

  return <OutboxPanel />;
}
