import Fastify, { type FastifyServerOptions } from 'fastify';
import { opsConsoleRoutes } from './back-office/ops/console-routes';
import { overdueJobPlugin } from './back-office/ops/overdue-job';
import { opsOverviewRoutes } from './back-office/ops/overview/routes';
import { platformSettingsRoutes } from './back-office/ops/platform-settings/routes';
import { opsRoutes, opsTransferRoutes } from './back-office/ops/routes';
import { opsStreamRoutes } from './back-office/ops/stream/ops-stream-routes';
import { accountRoutes } from './company/account/routes';
import { areasRoutes } from './company/areas/routes';
import { branchRoutes } from './company/branches/routes';
import { branchImportRoutes } from './company/imports/routes';
import { languagesRoutes } from './company/languages/routes';
import { propertySettingsRoutes } from './company/property-settings/routes';
import { reasonRoutes } from './company/reasons/routes';
import { residentRoutes } from './company/residents/routes';
import { settingsRoutes } from './company/settings/routes';
import { companyTermsRoutes, opsCompanyTermsRoutes, opsContractPdfRoutes } from './company/terms/routes';
import { unitRoutes } from './company/units/routes';
import { devOutboxRoutes } from './dev/dev-outbox/routes';
import { orderDraftRoutes } from './fulfilment/orders/drafts/routes';
import { companyEvidenceRoutes } from './fulfilment/orders/evidence/company-evidence-routes';
import { orderOperationRoutes } from './fulfilment/orders/operations/company-routes';
import { dispatchRoutes } from './fulfilment/orders/ops/dispatch-routes';
import { opsOrderRoutes } from './fulfilment/orders/ops/routes';
import { orderListRoutes } from './fulfilment/orders/order-list-routes';
import { providerOrderRoutes } from './fulfilment/orders/provider/routes';
import { orderRoutes } from './fulfilment/orders/routes';
import { authPlugin } from './identity/auth/auth-plugin';
import type { CodeSender } from './identity/auth/code-sender/code-sender';
import { codeSenderPlugin } from './identity/auth/code-sender/code-sender-plugin';
import { authRoutes } from './identity/auth/routes';
import { sessionsRoutes } from './identity/auth/sessions/sessions-routes';
import { profileRoutes } from './identity/profile/routes';
import { roleRoutes } from './identity/roles/routes';
import { invitationNoticePlugin } from './identity/users/invitation-notice';
import { userRoutes } from './identity/users/routes';
import { auditRoutes } from './insights/audit/routes';
import { dashboardRoutes } from './insights/dashboard/routes';
import { scorecardRoutes } from './insights/dashboard/scorecards/routes';
import { opsInboxRoutes } from './messaging/chat/ops-inbox-routes';
import { opsChatRoutes, orderChatRoutes, supportChatRoutes } from './messaging/chat/routes';
import { notificationPreferencesRoutes } from './messaging/notifications/preferences-routes';
import { notificationsRoutes } from './messaging/notifications/routes';
import { outboundPlugin } from './messaging/outbound/outbound-plugin';
import { pushRoutes } from './messaging/outbound/push-routes';
import type { OutboundSenders } from './messaging/outbound/senders';
import { clearancePlugin } from './money/invoices/fatoora/clearance-plugin';
import { invoiceRoutes } from './money/invoices/routes';
import { useEinvoicingUnit } from './money/invoices/sequence/einvoicing-unit';
import type { PaymentGateway } from './money/payments/gateway/gateway';
import { paymentsPlugin } from './money/payments/payments-plugin';
import { paymentCallbackRoutes, testGatewayRoutes } from './money/payments/public-routes';
import { companyRefundRoutes, opsRefundRoutes } from './money/refunds/routes';
import { spendingRoutes } from './money/spending/routes';
import { transferRoutes } from './money/transfers/routes';
import { walletRoutes } from './money/wallet/routes';
import { abilityPlugin } from './platform/ability/ability-plugin';
import { type Clock, systemClock } from './platform/clock';
import { type Config, ConfigError, developmentOnlyProblems, loadConfig } from './platform/config/config';
import { configPlugin } from './platform/config/config-plugin';
import type { Database } from './platform/db/database';
import { databasePlugin } from './platform/db/database-plugin';
import { eventsPlugin } from './platform/events/events-plugin';
import { eventStreamRoutes } from './platform/events/stream-routes';
import { fileStoragePlugin } from './platform/files/storage/storage-plugin';
import { observePlugin } from './platform/health/observe-plugin';
import { requestIdOf } from './platform/health/request-id';
import { healthRoutes } from './platform/health/routes';
import { envelopePlugin, frameworkErrors } from './platform/http/envelope-plugin';
import { securityHeadersPlugin } from './platform/http/security-headers';
import { i18nPlugin } from './platform/i18n/i18n-plugin';
import { jobsPlugin } from './platform/jobs/jobs-plugin';
import { openapiPlugin } from './platform/openapi/openapi-plugin';
import { rateLimitPlugin } from './platform/rate-limit/rate-limit-plugin';
import { registerPayables } from './register-payables';
import { catalogRoutes } from './sales/catalog/routes';
import { companyPriceRoutes } from './sales/company-prices/routes';
import { opsCouponRoutes } from './sales/coupons/routes';
import { packageRoutes } from './sales/packages/routes';
import { opsQuotationRoutes, quotationRoutes } from './sales/quotations/routes';
import { opsReelCreateRoutes, opsReelRoutes, opsReelVideoRoutes, reelFeedRoutes } from './sales/reels/routes';

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
  // The e-invoicing unit numbering every invoice this process issues (ADR 0054).
  useEinvoicingUnit(config.einvoicing);
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
  await app.register(clearancePlugin);
  await app.register(eventsPlugin);
  await app.register(outboundPlugin, { senders: options.outboundSenders });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes);
  await app.register(dashboardRoutes);
  await app.register(scorecardRoutes);
  await app.register(areasRoutes);
  await app.register(propertySettingsRoutes);
  await app.register(reasonRoutes);
  await app.register(branchRoutes);
  await app.register(unitRoutes);
  await app.register(branchImportRoutes);
  await app.register(settingsRoutes);
  await app.register(languagesRoutes);
  await app.register(accountRoutes);
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
  await app.register(auditRoutes);
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
  await app.register(companyPriceRoutes);
  await app.register(quotationRoutes);
  await app.register(opsQuotationRoutes);
  await app.register(packageRoutes);
  // Reels (issue 32.7, ADR 0067): the companies' feed, the console's publishing.
  await app.register(reelFeedRoutes);
  await app.register(opsReelRoutes);
  await app.register(opsReelCreateRoutes);
  await app.register(opsReelVideoRoutes);
  // The console's coupons (issue 32.5, ADR 0074): list, create, change, and each coupon's uses.
  await app.register(opsCouponRoutes);
  // The company's contract and service shifts (issue 32.1, ADR 0072), and the console's setting of them.
  await app.register(companyTermsRoutes);
  await app.register(opsCompanyTermsRoutes);
  await app.register(opsContractPdfRoutes);
  // Orders (issue 11).
  await app.register(orderRoutes);
  // Order drafts (issue 32.6, ADR 0063).
  await app.register(orderDraftRoutes);
  await app.register(companyEvidenceRoutes);
  await app.register(orderListRoutes);
  // Order operations (issue 11): the company's, the ops API and the provider API.
  await app.register(orderOperationRoutes);
  await app.register(opsOrderRoutes);
  await app.register(providerOrderRoutes);
  // Chat (issue 12.3): the order chat, the support chat and the ops answers.
  await app.register(orderChatRoutes);
  await app.register(supportChatRoutes);
  await app.register(opsChatRoutes);
  // Only with the outbox sender, which the config allows only outside production on a loopback address.
  if (config.codeSender === 'outbox') await app.register(devOutboxRoutes);
  return app;
}
