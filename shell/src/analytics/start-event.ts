import type { FirebaseWebConfig } from '@portal/shared/contract';
import { portalFirebaseApp } from '../push/firebase-app';

// Spec §7: "An analytics start event carries user_id and user_name". Sent to Firebase Analytics only where it is
// configured (the API's push config names a measurement id, FIREBASE_WEB_MEASUREMENT_ID); otherwise nothing is
// loaded. Firebase is imported on demand, after the page is up, so analytics never weighs on the first screen.

export interface StartEvent {
  user_id: string;
  user_name: string;
}

/** Sends one event to Firebase Analytics (the real sender below; a test passes its own). */
export type SendStartEvent = (
  config: FirebaseWebConfig & { measurementId: string },
  event: StartEvent,
) => Promise<void>;

/** The user ids this page has announced: a start is one per signed-in user and page load, not per render. */
const announced = new Set<string>();

export async function announceStart(
  config: FirebaseWebConfig | null,
  user: { id: string; name: string } | null,
  send: SendStartEvent = sendToFirebase,
): Promise<boolean> {
  if (!config?.measurementId || !user || announced.has(user.id)) return false;
  announced.add(user.id);
  await send({ ...config, measurementId: config.measurementId }, { user_id: user.id, user_name: user.name });
  return true;
}

const sendToFirebase: SendStartEvent = async (config, event) => {
  const [app, analytics] = await Promise.all([portalFirebaseApp(config), import('firebase/analytics')]);
  // Analytics needs cookies and IndexedDB; a browser without them (private modes) is left out quietly.
  if (!(await analytics.isSupported())) return;
  const instance = analytics.getAnalytics(app);
  analytics.setUserId(instance, event.user_id);
  analytics.logEvent(instance, 'start', event);
};
