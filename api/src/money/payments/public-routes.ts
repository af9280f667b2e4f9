import { endpointPath, GATEWAY_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { addEndpoint } from '../../platform/http/endpoint-route';
import type { Translate } from '../../platform/http/request-context';
import { handleGatewayCallback } from './card-recharge-service';
import { TEST_GATEWAY_SIGNATURE_HEADER } from './gateway/test-gateway';
import type { StoredTestSession } from './gateway/test-gateway-sessions';
import { payableOf } from './payables';

// Public payment routes (contract GATEWAY_ENDPOINTS, registered without a prefix): the gateways' callbacks, and
// (outside production, when the test gateway is configured) the API its hosted page (/payment in the shell) calls.

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, for signature checks (set on the callback routes only). */
    rawBody?: string;
  }
}

export async function paymentCallbackRoutes(app: FastifyInstance) {
  // Signatures are over the exact bytes: keep them next to the parsed JSON (this plugin's routes only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });

  addEndpoint(app, GATEWAY_ENDPOINTS.callback, async (ctx, { params }, raw) => {
    const gateway = app.payments.gateway;
    if (params.gateway !== gateway.name) throw notFound();
    return handleGatewayCallback(ctx, gateway, { headers: raw.request.headers, rawBody: raw.request.rawBody ?? '' });
  });
}

/** What the hosted page shows and where it sends the browser back: the payable the payment is for decides. */
const hostedPage = (db: Db, session: StoredTestSession, t: Translate) =>
  payableOf(session.purpose ?? 'recharge').hostedPage(
    db,
    { id: session.paymentId, seq: session.seq, purposeId: session.purposeId },
    t,
  );
const gatewayDb = (ctx: { systemDb: (why: string) => Db }) =>
  ctx.systemDb('test gateway: the hosted page knows only the session, the company follows from it');

export async function testGatewayRoutes(app: FastifyInstance) {
  const testGateway = app.payments.testGateway;
  // Only with PAYMENT_GATEWAY=test, which the config allows only outside production on a loopback address.
  if (!testGateway || app.config.payments.gateway !== 'test') return;

  addEndpoint(app, GATEWAY_ENDPOINTS.testSession, async (ctx, input) => {
    const session = await testGateway.session(input.params.id);
    const page = await hostedPage(gatewayDb(ctx), session, ctx.t);
    return {
      id: session.reference,
      amount: session.amount,
      currency: session.currency,
      merchant: ctx.t('money.test_gateway.merchant'),
      description: page.description,
      status: session.status,
      return_url: page.returnPath,
    };
  });

  addEndpoint(app, GATEWAY_ENDPOINTS.completeTestSession, async (ctx, input) => {
    const { session, body, signature } = await testGateway.complete(input.params.id, input.body.outcome, ctx.now);
    // The gateway's server calls ours: through the real route, signature check included.
    const delivered = await app.inject({
      method: 'POST',
      url: `/api/v1/${endpointPath(GATEWAY_ENDPOINTS.callback, { gateway: 'test' })}`,
      headers: { 'content-type': 'application/json', [TEST_GATEWAY_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    if (delivered.statusCode !== 200) app.log.error({ status: delivered.statusCode }, 'test gateway callback failed');
    const page = await hostedPage(gatewayDb(ctx), session, ctx.t);
    return { return_url: page.returnPath, status: session.status };
  });
}
