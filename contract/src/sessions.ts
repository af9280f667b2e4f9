import * as v from 'valibot';
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
