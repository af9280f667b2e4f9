import { OPS_RULES, ROLE_CATALOG_KEYS } from '@portal/contract';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasRule } from '../../src/platform/ability/route-rule';
import { contractEndpoints } from '../support/contract-endpoints';
import { createTestApp, useTestApp } from '../support/harness';

const routes: RouteOptions[] = [];
// The app is opened only for its routes: onRoute collects them.
useTestApp({ onRoute: (route: RouteOptions) => void routes.push(route) });

/** `METHOD /api/v1/path` → rule of every endpoint the contract declares (declared-endpoints.test.ts checks them). */
const declaredRules = Object.fromEntries(
  contractEndpoints().map((d) => [
    `${d.method} /api/v1/${d.path}`,
    'ability' in d.access
      ? `${d.access.ability.action} ${d.access.ability.subject}`
      : 'ops' in d.access
        ? `ops: ${d.access.ops.action} ${d.access.ops.subject}`
        : d.access.auth,
  ]),
);

type Rule = { action: string; subject: string };
const rule = (route: RouteOptions) => {
  const config = route.config as { auth?: string; ability?: Rule; anyAbility?: Rule[]; ops?: Rule } | undefined;
  if (config?.ability) return `${config.ability.action} ${config.ability.subject}`;
  if (config?.anyAbility) return `any of: ${config.anyAbility.map((r) => `${r.action} ${r.subject}`).join(', ')}`;
  if (config?.ops) return `ops: ${config.ops.action} ${config.ops.subject}`;
  return config?.auth;
};

describe('route rules', () => {
  it('every registered route declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((route) => !hasRule(route.config as never)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('declares the expected rules', () => {
    const table = Object.fromEntries(
      routes
        .filter(
          (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
        )
        .map((route) => [`${route.method} ${route.url}`, rule(route)]),
    );
    // Endpoints declared in the contract (issue 25.1) bring their own rule: the table lists the others.
    expect(table).toEqual({
      ...declaredRules,
      'GET /api/health': 'public',
      // Readiness and metrics (issue 24.5); /api/metrics checks its own loopback-or-token rule.
      'GET /api/ready': 'public',
      'GET /api/metrics': 'public',
      'GET /api/v1/company/dashboard/export': 'read b2b_dashboard_analytics',
      'GET /api/v1/company/dashboard/scorecards/export': 'read b2b_dashboard_analytics',
      // The account information's certificate file (issue 3).
      'GET /api/v1/company/company/:id/certificates/:kind': 'read b2b_account_information',
      // Realtime (issue 12, 28.5): the live event stream, for those who see the bell or read what an event names.
      'GET /api/v1/company/events/stream':
        'any of: read b2b_notifications, read b2b_orders, read b2b_packages, read b2b_wallet, read b2b_payments, read b2b_messages, read b2b_account_information',
      // The console's stream (issue 27.3, 27.5, ADR 0038, 0044): every ops role; each event to the roles that read it.
      'GET /api/v1/ops/events/stream': 'ops: read ops_overview',
      // Branches, units, areas, settings lists and the bulk upload (issue 4).
      'GET /api/v1/company/branch/export': 'export b2b_branches',
      'GET /api/v1/company/importProperties/template': 'bulk_upload b2b_branches',
      'GET /api/v1/company/invoices/invoice/:id/pdf': 'print b2b_invoices',
      // The ZATCA UBL XML (issue 31.3, ADR 0056): the same rule as the PDF.
      'GET /api/v1/company/invoices/invoice/:id/xml': 'print b2b_invoices',
      'GET /api/v1/company/invoices/invoice/export': 'export b2b_invoices',
      // Money (issue 9): the file routes (exports, receipt, PDF); the rest is declared (contract *-endpoints.ts).
      'GET /api/v1/company/wallets/walletPayment/export': 'export b2b_payments',
      'GET /api/v1/company/wallets/walletTransaction/export': 'export b2b_transactions',
      'GET /api/v1/company/wallets/walletTempTransaction/:id/receipt': 'read b2b_wallet_temp_transactions',
      'GET /api/v1/company/wallets/statement/export': 'export b2b_transactions',
      'GET /api/v1/company/wallets/walletTempTransaction/export': 'export b2b_wallet_temp_transactions',
      'GET /api/v1/ops/wallets/temp-transactions/:id/receipt': 'ops: read ops_transfers',
      'GET /api/v1/ops/companies/:id/certificates/:kind': 'ops: read ops_companies',
      'GET /api/v1/company/package/export': 'export b2b_packages',
      'GET /api/v1/company/orders/order/export': 'export b2b_orders',
      'GET /api/v1/company/orders/order/:reference/evidence/:id/photo': 'read b2b_orders',
      // The provider's own order photos (issue 30.3, ADR 0053): the API finds the caller's provider (404 otherwise).
      'GET /api/v1/providers/orders/:id/evidence/:photoId/photo': 'signed-in',
      // Chat (issue 12.3): the files of the order chat, the support chat and the ops answers.
      'GET /api/v1/company/orders/orderMessage/:id/file': 'read b2b_orders',
      'GET /api/v1/company/chat/support/:id/file': 'read b2b_messages',
      'GET /api/v1/ops/chat/orders/:id/messages/:messageId/file': 'ops: read ops_conversations',
      'GET /api/v1/ops/chat/support/:companyId/messages/:messageId/file': 'ops: read ops_conversations',
      // Reels (issue 32.7, ADR 0067): the poster and the video of a published reel, with the feed's rule.
      'GET /api/v1/company/marketing/reals/:id/poster': 'read b2b_reals',
      'GET /api/v1/company/marketing/reals/:id/video': 'read b2b_reals',
      // The signed framework contract (issue 32.1, ADR 0072), with the contract's read rule on each side.
      'GET /api/v1/company/contract/pdf': 'read ops_companies',
      'GET /api/v1/ops/companies/:id/contract/pdf': 'ops: read ops_companies',
    });
  });

  it('every console route (ops/…) is a declared endpoint asking a rule of OPS_RULES (issue 27.2)', () => {
    const table = Object.values(OPS_RULES).map((r) => `ops: ${r.action} ${r.subject}`);
    const opsRoutes = routes
      .filter((route) => route.url.startsWith('/api/v1/ops/') && route.method !== 'HEAD')
      .map((route) => ({ key: `${route.method} ${route.url}`, rule: rule(route) }));
    expect(opsRoutes.length).toBeGreaterThan(40);
    for (const route of opsRoutes) {
      expect(table, route.key).toContain(route.rule);
      if (declaredRules[route.key]) expect(route.rule, route.key).toBe(declaredRules[route.key]);
    }
    // Only the files and the event stream are not endpoints: they answer a file or a stream, not an envelope.
    expect(opsRoutes.filter((route) => !declaredRules[route.key]).map((route) => route.key)).toEqual([
      'GET /api/v1/ops/events/stream',
      'GET /api/v1/ops/wallets/temp-transactions/:id/receipt',
      'GET /api/v1/ops/companies/:id/certificates/:kind',
      'GET /api/v1/ops/companies/:id/contract/pdf',
      'GET /api/v1/ops/chat/orders/:id/messages/:messageId/file',
      'GET /api/v1/ops/chat/support/:companyId/messages/:messageId/file',
    ]);
  });

  it('the role editor offers exactly the permissions some route or page checks (issue 14.3)', () => {
    const declared = routes.flatMap((route) => {
      const ability = (route.config as { ability?: { action: string; subject: string } } | undefined)?.ability;
      return ability && ability.subject !== 'all' ? [`${ability.action}|${ability.subject}`] : [];
    });
    // Checked outside a route's declared rule: by a page or menu entry (b2b_properties opens the Branches pages,
    // b2b_messages the Messages menu, Auth the settings page, the quotation print view) or inside a handler
    // (rescheduleOrder picks its rule from the order's state).
    const pageOrHandlerOnly = [
      'read|b2b_properties',
      'read|b2b_messages',
      'read|Auth',
      'print|b2b_packages',
      'reschedule_order|b2b_orders',
      'reschedule_late_order|b2b_orders',
    ];
    expect([...ROLE_CATALOG_KEYS].sort()).toEqual([...new Set([...declared, ...pageOrHandlerOnly])].sort());
  });

  it('a route without a rule is refused at run time (fail closed)', async () => {
    const other = await createTestApp({
      beforeReady: (app) => app.get('/api/v1/forgotten', async () => ({ secret: true })),
    });
    const response = await other.app.inject({ method: 'GET', url: '/api/v1/forgotten' });
    await other.close();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, data: { reason: 'not_allowed' } });
  });
});
