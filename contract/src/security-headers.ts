// One security-header policy for the API and the static servers (issue 16.6). Pure data: the API
// (api/src/platform/http/security-headers.ts) and the static servers (tooling/src/serve/security-headers.ts) feed it to
// @fastify/helmet. The portal's Content-Security-Policy allows only its own origin and the origins of the remotes
// named in the module manifest (decision 0004): no inline script, nothing may frame the portal (CSP frame-ancestors,
// which replaces X-Frame-Options: that header is not sent, issue 26.6).

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * Powerful browser features the portal never uses, switched off for it and anything it embeds (issue 26.6): a script
 * that slipped in cannot ask for the camera, microphone or location. Features Chromium recognises only (an unknown
 * name is a console warning on every page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');
/** Sent only on answers served over TLS (a plain-HTTP answer cannot set it meaningfully). */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

type Directives = Record<string, string[]>;

/** Firebase Cloud Messaging's token endpoints, called by the shell only when web push is configured (issue 12.4). */
export const FIREBASE_PUSH_ORIGINS = [
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
];

/** The portal page: scripts, styles, fonts, images and fetches from its origin and the enabled remotes. */
export function portalContentSecurityPolicy(remoteOrigins: readonly string[]): Directives {
  const own = ["'self'", ...remoteOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': own,
    // Fluent UI (Griffel) inserts its atomic CSS at run time.
    'style-src': [...own, "'unsafe-inline'"],
    'font-src': [...own, 'data:'],
    // Receipt previews are blob: URLs; some icons are data: URLs.
    'img-src': [...own, 'data:', 'blob:'],
    'connect-src': [...own, ...FIREBASE_PUSH_ORIGINS],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The JSON API: nothing to run, nothing to frame. */
export const API_CONTENT_SECURITY_POLICY: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};
