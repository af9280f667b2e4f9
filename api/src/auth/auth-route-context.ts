import type { Config } from '../config/config';
import type { CodeSender } from './code-sender/code-sender';
import type { CodeDelivery } from './login-code-service';

/**
 * What every auth route plugin needs: the stricter per-IP limit for routes that send or check secrets,
 * and how login codes are made and delivered (the request's own part comes in the request context).
 */
export function authRouteContext(app: { config: Config; readonly codeSender: CodeSender }) {
  const authLimit = { rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.windowMs } };
  const codes: CodeDelivery = {
    codeSecret: app.config.codeSecret,
    resendAfterSeconds: app.config.codeResendSeconds,
    // Read at send time: the sender plugin may decorate the app after the routes are declared.
    get sender() {
      return app.codeSender;
    },
  };
  return { authLimit, codes };
}
