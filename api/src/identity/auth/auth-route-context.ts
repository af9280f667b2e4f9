import type { Config } from '../../platform/config/config';
import type { CodeSender } from './code-sender/code-sender';
import { SendTiming } from './code-sender/send-timing';
import type { CodeDelivery } from './login-code-service';

// One delivery timing per app (keyed by its config, which every route plugin of the app shares).
const timings = new WeakMap<Config, SendTiming>();

function sendTimingOf(config: Config): SendTiming {
  const known = timings.get(config);
  if (known) return known;
  const timing = new SendTiming();
  timings.set(config, timing);
  return timing;
}

/**
 * What every auth route plugin needs: the stricter per-IP limit for routes that send or check secrets,
 * and how login codes are made and delivered (the request's own part comes in the request context).
 */
export function authRouteContext(app: { config: Config; readonly codeSender: CodeSender }) {
  const authLimit = { rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.windowMs } };
  const codes: CodeDelivery = {
    codeSecret: app.config.codeSecret,
    resendAfterSeconds: app.config.codeResendSeconds,
    timing: sendTimingOf(app.config),
    // Read at send time: the sender plugin may decorate the app after the routes are declared.
    get sender() {
      return app.codeSender;
    },
  };
  return { authLimit, codes };
}
