import * as v from 'valibot';
import { endpoint } from './endpoint';

// Web push (spec §4 push token, §5 push config): GET /api/v1/public/push-config tells the shell whether push is
// configured and with which Firebase web app; PUT /api/v1/auth/user/push-token is the token event (spec §4:
// sent 2 s after a token is obtained; an empty token on error clears the session's).

/** Spec §5: a push registration requires non-empty project id, api key, app id and sender id, and a vapid key. */
export const firebaseWebConfigSchema = v.object({
  apiKey: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  projectId: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  appId: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  messagingSenderId: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  vapidKey: v.pipe(v.string(), v.nonEmpty()),
  /** Firebase Analytics (optional): with it the shell sends spec §7's start event (user id and name). */
  measurementId: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
});
export type FirebaseWebConfig = v.InferOutput<typeof firebaseWebConfigSchema>;

/** firebase null: push is off (the default), the shell neither loads Firebase nor asks for permission. */
export const pushConfigSchema = v.object({ firebase: v.nullable(firebaseWebConfigSchema) });
export type PushConfig = v.InferOutput<typeof pushConfigSchema>;

export const pushTokenBodySchema = v.object({
  /** Empty: the browser has no token any more (spec §4: the empty-token event on error). */
  fcm_token: v.pipe(v.string(), v.maxLength(4096)),
});
export type PushTokenBody = v.InferOutput<typeof pushTokenBodySchema>;

/** Web push (issue 12.4): the Firebase web app the shell registers with, and the token of the caller's device. */
export const PUSH_ENDPOINTS = {
  config: endpoint({
    operationId: 'getPushConfig',
    method: 'GET',
    path: 'public/push-config',
    access: { auth: 'public' },
    summary: 'Web push configuration (Firebase web app) or null when push is off',
    tag: 'push',
    response: pushConfigSchema,
  }),
  saveToken: endpoint({
    operationId: 'savePushToken',
    method: 'PUT',
    path: 'auth/user/push-token',
    access: { auth: 'signed-in' },
    summary: "Store (or, empty, clear) the push token of the caller's session",
    tag: 'push',
    body: pushTokenBodySchema,
    response: v.null(),
  }),
};
