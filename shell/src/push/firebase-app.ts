import type { FirebaseWebConfig } from '@portal/shared/contract';

/**
 * The portal's one Firebase app (named "portal"), made on first use from the API's web settings: push and analytics
 * share it. Imported on demand, so Firebase never weighs on a page that does not use it.
 */
export async function portalFirebaseApp(config: FirebaseWebConfig) {
  const { getApps, initializeApp } = await import('firebase/app');
  const { vapidKey: _vapid, ...options } = config;
  return getApps().find((candidate) => candidate.name === 'portal') ?? initializeApp(options, 'portal');
}
