import type { PaymentsConfig } from '../../../platform/config/config';
import type { Database } from '../../../platform/db/database';
import type { PaymentGateway } from './gateway';
import { moyasarGateway } from './moyasar-gateway';
import { type TestGateway, testGateway } from './test-gateway';
import { databaseTestSessions } from './test-gateway-sessions';

/** The configured gateway; the test gateway is built only when configured (never in production, see config). */
export function createGateway(
  config: PaymentsConfig,
  database: Database,
): { gateway: PaymentGateway; testGateway: TestGateway | null } {
  if (config.gateway === 'moyasar') return { gateway: moyasarGateway(config.moyasar), testGateway: null };
  const gateway = testGateway({
    secret: config.testGatewaySecret,
    publicUrl: config.publicUrl,
    sessions: databaseTestSessions(database),
  });
  return { gateway, testGateway: gateway };
}
