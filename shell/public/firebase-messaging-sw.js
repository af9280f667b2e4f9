// Web push service worker (spec §4, §9; issue 12.4). Firebase Cloud Messaging delivers data messages here as
// standard push events ({ data: { type, title, body, payload }, … }); the page obtains the token with Firebase and
// registers this worker for it. No Firebase code is needed here, so nothing is fetched from elsewhere.
// - A portal window is visible: it gets the data and shows the snackbar itself (spec §2).
// - Otherwise: a system notification; a click focuses (or opens) the portal and, after the click window delay
//   (spec §9: 3 s, time for a fresh window to start), asks it to open what the notification is about.

const CLICK_WINDOW_DELAY_MS = 3000;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function pushData(event) {
  try {
    const message = event.data ? event.data.json() : {};
    return message && typeof message.data === 'object' && message.data ? message.data : {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const data = pushData(event);
  if (!data.title) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((client) => client.visibilityState === 'visible')) {
        for (const client of windows) client.postMessage({ portalPush: data });
        return;
      }
      await self.registration.showNotification(data.title, {
        body: data.body || '',
        data,
        tag: data.payload || undefined,
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = windows[0] ? await windows[0].focus() : await self.clients.openWindow('/');
      if (!client) return;
      await new Promise((resolve) => setTimeout(resolve, CLICK_WINDOW_DELAY_MS));
      client.postMessage({ portalPushClick: data });
    })(),
  );
});
