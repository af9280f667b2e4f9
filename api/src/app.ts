import Fastify, { type FastifyServerOptions } from 'fastify';
import { abilityPlugin } from './ability/ability-plugin';
import { accountRoutes } from './account/routes';
import { areasRoutes } from './areas/routes';
import { auditRoutes } from './audit/routes';
import { authPlugin } from './auth/auth-plugin';
import type { CodeSender } from './auth/code-sender/code-sender';
import { codeSenderPlugin } from './auth/code-sender/code-sender-plugin';
import { authRoutes } from './auth/routes';
import { sessionsRoutes } from './auth/sessions/sessions-routes';
import { branchRoutes } from './branches/routes';
import { catalogRoutes } from './catalog/routes';
import { opsInboxRoutes } from './chat/ops-inbox-routes';
import { opsChatRoutes, orderChatRoutes, supportChatRoutes } from './chat/routes';
import { type Clock, systemClock } from './clock';
import { type Config, ConfigError, developmentOnlyProblems, loadConfig } from './config/config';
import { configPlugin } from './config/config-plugin';
import { dashboardRoutes } from './dashboard/routes';
import { scorecardRoutes } from './dashboard/scorecards/routes';
import type { Database } from './db/database';
import { databasePlugin } from './db/database-plugin';
import { devOutboxRoutes } from './dev-outbox/routes';
import { eventsPlugin } from './events/events-plugin';
import { eventStreamRoutes } from './events/stream-routes';
import { fileStoragePlugin } from './files/storage/storage-plugin';
import { observePlugin } from './health/observe-plugin';
import { requestIdOf } from './health/request-id';
import { healthRoutes } from './health/routes';
import { envelopePlugin, frameworkErrors } from './http/envelope-plugin';
import { securityHeadersPlugin } from './http/security-headers';
import { i18nPlugin } from './i18n/i18n-plugin';
import { branchImportRoutes } from './imports/routes';
import { invoiceRoutes } from './invoices/routes';
import { jobsPlugin } from './jobs/jobs-plugin';
import { languagesRoutes } from './languages/routes';
import { notificationPreferencesRoutes } from './notifications/preferences-routes';
import { notificationsRoutes } from './notifications/routes';
import { openapiPlugin } from './openapi/openapi-plugin';
import { opsConsoleRoutes } from './ops/console-routes';
import { overdueJobPlugin } from './ops/overdue-job';
import { opsOverviewRoutes } from './ops/overview/routes';
import { platformSettingsRoutes } from './ops/platform-settings/routes';
import { opsRoutes, opsTransferRoutes } from './ops/routes';
import { opsStreamRoutes } from './ops/stream/ops-stream-routes';
import { companyEvidenceRoutes } from './orders/evidence/company-evidence-routes';
import { orderOperationRoutes } from './orders/operations/company-routes';
import { dispatchRoutes } from './orders/ops/dispatch-routes';
import { opsOrderRoutes } from './orders/ops/routes';
import { orderListRoutes } from './orders/order-list-routes';
import { providerOrderRoutes } from './orders/provider/routes';
import { orderRoutes } from './orders/routes';
import { outboundPlugin } from './outbound/outbound-plugin';
import { pushRoutes } from './outbound/push-routes';
import type { OutboundSenders } from './outbound/senders';
import { packageRoutes } from './packages/routes';
import type { PaymentGateway } from './payments/gateway/gateway';
import { paymentsPlugin } from './payments/payments-plugin';
import { paymentCallbackRoutes, testGatewayRoutes } from './payments/public-routes';
import { profileRoutes } from './profile/routes';
import { propertySettingsRoutes } from './property-settings/routes';
import { opsQuotationRoutes, quotationRoutes } from './quotations/routes';
import { rateLimitPlugin } from './rate-limit/rate-limit-plugin';
import { companyRefundRoutes, opsRefundRoutes } from './refunds/routes';
import { registerPayables } from './register-payables';
import { residentRoutes } from './residents/routes';
import { roleRoutes } from './roles/routes';
import { settingsRoutes } from './settings/routes';
import { spendingRoutes } from './spending/routes';
import { transferRoutes } from './transfers/routes';
import { unitRoutes } from './units/routes';
import { invitationNoticePlugin } from './users/invitation-notice';
import { userRoutes } from './users/routes';
import { walletRoutes } from './wallet/routes';

export interface BuildAppOptions {
  /** Settings; read from the environment when absent. */
  config?: Config;
  /** The clock; tests move it to expire codes and pass windows. */
  now?: Clock;
  /** An open database to use (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  /** Apply pending migrations at start (default true). */
  migrate?: boolean;
  codeSender?: CodeSender;
  /** A card gateway to use instead of the configured one (tests). */
  paymentGateway?: PaymentGateway;
  /** WhatsApp, e-mail and push senders to use instead of the configured ones (tests; issue 12). */
  outboundSenders?: Partial<OutboundSenders>;
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (the route-rule test collects them). */
  onRoute?: Parameters<ReturnType<typeof Fastify>['addHook']>[1];
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  // Never log credentials: bearer tokens live in a header that is redacted should a serializer ever include it.
  return { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}

export async function buildApp(options: BuildAppOptions = {}) {
  const config = options.config ?? loadConfig();
  const refused = developmentOnlyProblems(config);
  if (refused.length > 0) throw new ConfigError(refused);
  // What the money code settles (orders, packages, recharges): ADR 0041.
  registerPayables();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // The first start migrates a new embedded database (several seconds, more on a busy machine): Fastify's 10 s
    // default for one plugin stopped the API there.
    pluginTimeout: 120_000,
    genReqId: requestIdOf,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute as never);

  await app.register(configPlugin, { config, now: options.now ?? systemClock });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(databasePlugin, { database: options.database, migrate: options.migrate });
  await app.register(fileStoragePlugin);
  // The PostgreSQL job queue (issue 24.2): the overdue job, the outbox dispatcher and outbound messages run on it.
  await app.register(jobsPlugin);
  // Request ids, readiness, metrics (issue 24.5): before rate limits, so refused requests are counted too.
  await app.register(observePlugin);
  // Rate limits before authentication (issue 16.4): their hook must run first, so refused callers count too.
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(abilityPlugin);
  await app.register(openapiPlugin);
  await app.register(codeSenderPlugin, { codeSender: options.codeSender });
  await app.register(invitationNoticePlugin);
  await app.register(paymentsPlugin, { gateway: options.paymentGateway });
  await app.register(overdueJobPlugin);
  await app.register(eventsPlugin);
  await app.register(outboundPlugin, { senders: options.outboundSenders });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(dashboardRoutes, { prefix: '/api/v1/company/dashboard' });
  await app.register(scorecardRoutes, { prefix: '/api/v1/company/dashboard' });
  await app.register(areasRoutes);
  await app.register(propertySettingsRoutes);
  await app.register(branchRoutes);
  await app.register(unitRoutes);
  await app.register(branchImportRoutes, { prefix: '/api/v1/company/importProperties' });
  await app.register(settingsRoutes, { prefix: '/api/v1/public/settings' });
  await app.register(languagesRoutes, { prefix: '/api/v1/public/settings' });
  await app.register(accountRoutes, { prefix: '/api/v1/company' });
  // Declared endpoints (issue 25.1) carry their whole path: no prefix here.
  await app.register(notificationsRoutes);
  await app.register(opsConsoleRoutes);
  await app.register(dispatchRoutes);
  await app.register(opsOverviewRoutes);
  await app.register(opsInboxRoutes);
  await app.register(opsStreamRoutes);
  await app.register(notificationPreferencesRoutes);
  await app.register(profileRoutes);
  await app.register(sessionsRoutes);
  // Realtime (issue 12): the company's live events, fed by the outbox dispatcher.
  await app.register(eventStreamRoutes, { prefix: '/api/v1/company' });
  // Web push (issue 12.4): the shell's Firebase settings and the token of each signed-in browser.
  await app.register(pushRoutes);
  await app.register(userRoutes);
  await app.register(residentRoutes);
  await app.register(roleRoutes);
  await app.register(auditRoutes, { prefix: '/api/v1/company/audit' });
  // Money (issue 9): wallet, payments, transactions, bank transfers, gateway callbacks, the ops API.
  await app.register(walletRoutes);
  await app.register(spendingRoutes);
  await app.register(companyRefundRoutes);
  await app.register(opsRefundRoutes);
  await app.register(transferRoutes);
  await app.register(paymentCallbackRoutes);
  await app.register(testGatewayRoutes);
  await app.register(opsTransferRoutes);
  await app.register(opsRoutes, { prefix: '/api/v1/ops' });
  // Platform settings (issue 27.7): the seller on invoices, support contacts, the approval limit, the overdue delay.
  await app.register(platformSettingsRoutes);
  await app.register(invoiceRoutes);
  // Catalog, quotations and packages (issue 10).
  await app.register(catalogRoutes);
  await app.register(quotationRoutes);
  await app.register(opsQuotationRoutes);
  await app.register(packageRoutes);
  // Orders (issue 11).
  await app.register(orderRoutes);
  await app.register(companyEvidenceRoutes);
  await app.register(orderListRoutes);
  // Order operations (issue 11): the company's, the ops API and the provider API.
  await app.register(orderOperationRoutes);
  await app.register(opsOrderRoutes);
  await app.register(providerOrderRoutes);
  // Chat (issue 12.3): the order chat, the support chat and the ops answers.
  await app.register(orderChatRoutes, { prefix: '/api/v1/company/orders/orderMessage' });
  await app.register(supportChatRoutes, { prefix: '/api/v1/company/chat' });
  await app.register(opsChatRoutes);
  // Only with the outbox sender, which the config allows only outside production on a loopback address.
  if (config.codeSender === 'outbox') await app.register(devOutboxRoutes, { prefix: '/api/v1/dev' });
  return app;
}
