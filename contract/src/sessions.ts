import * as v from 'valibot';
import { endpoint } from './endpoint';
import { uuidField } from './fields';

// The caller's own sessions (issue 16.7, account settings → security → devices):
// GET /api/v1/auth/user/sessions, DELETE /api/v1/auth/user/sessions/{id}, POST /api/v1/auth/user/sessions/revokeOthers.

export const userSessionSchema = v.object({
  id: v.string(),
  /** "Chrome · Windows", read from the user agent the device sent; null when it is not recognised. */
  device_label: v.nullable(v.string()),
  created_at: v.string(),
  last_seen_at: v.string(),
  /** The session of the request itself: "this device". */
  current: v.boolean(),
});
export type UserSession = v.InferOutput<typeof userSessionSchema>;
export const userSessionsSchema = v.array(userSessionSchema);

export const sessionIdParamsSchema = v.object({ id: uuidField });

export const revokedSessionsSchema = v.object({ revoked: v.number() });
export type RevokedSessions = v.InferOutput<typeof revokedSessionsSchema>;

/** The caller's own signed-in devices (issue 16.7): only ever the caller's own sessions. */
export const SESSION_ENDPOINTS = {
  list: endpoint({
    operationId: 'listOwnSessions',
    method: 'GET',
    path: 'auth/user/sessions',
    access: { auth: 'signed-in' },
    summary: 'The own signed-in devices (live sessions), the current one marked',
    tag: 'auth',
    response: userSessionsSchema,
  }),
  revoke: endpoint({
    operationId: 'revokeOwnSession',
    method: 'DELETE',
    path: 'auth/user/sessions/:id',
    access: { auth: 'signed-in' },
    summary: 'Sign out one of the own devices (another user’s session id answers 404)',
    tag: 'auth',
    params: sessionIdParamsSchema,
    response: v.null(),
    message: 'success.session_revoked',
  }),
  revokeOthers: endpoint({
    operationId: 'revokeOtherSessions',
    method: 'POST',
    path: 'auth/user/sessions/revokeOthers',
    access: { auth: 'signed-in' },
    summary: 'Sign out every other device of the caller',
    tag: 'auth',
    response: revokedSessionsSchema,
    message: 'success.other_sessions_revoked',
  }),
};
