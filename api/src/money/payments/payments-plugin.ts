import fp from 'fastify-plugin';
import { createGateway } from './gateway/create-gateway';
import type { PaymentGateway } from './gateway/gateway';
import type { TestGateway } from './gateway/test-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured card gateway; `testGateway` is null unless PAYMENT_GATEWAY=test (never in production). */
    payments: { gateway: PaymentGateway; testGateway: TestGateway | null };
  }
}

export const paymentsPlugin = fp(
  async (app, options: { gateway?: PaymentGateway }) => {
    const built = createGateway(app.config.payments, app.database);
    app.decorate('payments', options.gateway ? { gateway: options.gateway, testGateway: null } : built);
  },
  { name: 'payments', dependencies: ['config', 'database'] },
);
