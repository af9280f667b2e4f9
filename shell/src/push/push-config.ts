import { callEndpoint } from '@portal/shared';
import { type FirebaseWebConfig, PUSH_ENDPOINTS, pushConfigSchema } from '@portal/shared/contract';
import * as v from 'valibot';

/**
 * Spec §5: a push registration needs a non-empty project id, api key, app id and sender id, and a non-empty vapid
 * key. Anything else — and `firebase: null`, the default — means push is off: no Firebase, no permission prompt.
 */
export function validPushConfig(raw: unknown): FirebaseWebConfig | null {
  const parsed = v.safeParse(pushConfigSchema, raw);
  return parsed.success ? parsed.output.firebase : null;
}

/** The API's push settings (GET public/push-config, from its environment); off when unreachable. */
export async function loadPushConfig(): Promise<FirebaseWebConfig | null> {
  try {
    return validPushConfig(await callEndpoint(PUSH_ENDPOINTS.config, undefined, { silent: true }));
  } catch {
    return null;
  }
}
