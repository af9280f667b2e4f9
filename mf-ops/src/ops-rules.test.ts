import {
  OPS_CHAT_ENDPOINTS as chat,
  OPS_COUPON_ENDPOINTS as coupons,
  type EndpointDeclaration,
  OPS_ENDPOINTS as o,
  OPS_ORDER_ENDPOINTS as orders,
  OPS_OVERVIEW_ENDPOINTS as overview,
  OPS_QUEUE_ENDPOINTS as q,
  OPS_REEL_ENDPOINTS as reels,
  PLATFORM_SETTINGS_ENDPOINTS as settings,
} from '@portal/shared/contract';
import { declaredRoutes } from '@portal/shared/remote-routes';
import { describe, expect, it } from 'vitest';
import { OPS_CONSOLE_RULES as rules } from './ops-rules';
import { opsRoutes } from './routes';

// The console's routes and buttons ask the rules of the endpoints they read and call (issue 27.2): a page whose
// route's rule differs from its list endpoint's access would be offered to a role the API refuses (or hidden from
// one it serves). One decision rule guards both buttons of a queue (confirm/approve/pay and reject).

const access = (endpoint: EndpointDeclaration) => ('ops' in endpoint.access ? endpoint.access.ops : endpoint.access);
const rule = ({ action, subject }: { action: string; subject: string }) => ({ action, subject });

/** The endpoint each page reads first: its route must ask exactly that endpoint's rule. */
const PAGE_READS: Record<keyof typeof opsRoutes.routes, EndpointDeclaration> = {
  transfers: q.listTransfers,
  quotations: q.listQuotations,
  refunds: q.listRefunds,
  verification: o.listCompanies,
  companies: o.listCompanies,
  company: o.company,
  dispatch: o.dispatchOrders,
  overview: overview.overview,
  opsUsers: o.listUsers,
  audit: o.audit,
  settings: settings.get,
  inbox: o.listConversations,
  inboxConversation: o.conversation,
  reels: reels.list,
  coupons: coupons.list,
};

/** The buttons' rules: every endpoint a button of the console calls. */
const BUTTONS_CALL: Partial<Record<keyof typeof rules, EndpointDeclaration[]>> = {
  transfersDecide: [q.confirmTransfer, q.rejectTransfer],
  quotationsDecide: [q.approveQuotation, q.rejectQuotation],
  refundsDecide: [q.payRefund, q.rejectRefund],
  companiesDecide: [o.suspendCompany, o.reinstateCompany, o.verifyCompany, o.rejectCompanyVerification],
  creditLineUpdate: [o.updateCreditLine],
  dispatchAct: [orders.transition, orders.assignProvider, orders.reschedule],
  providersRead: [o.dispatchDay],
  usersUpdate: [o.createUser, o.updateUser],
  settingsUpdate: [settings.update],
  reelsPublish: [reels.create, reels.video, reels.publish],
  couponsManage: [coupons.create, coupons.update],
  inboxReply: [o.takeConversation, chat.sendOrderMessage, chat.sendSupportMessage, chat.readOrderMessages],
};

describe('console rules from the contract', () => {
  it('each route asks the rule of the endpoint its page reads', () => {
    const routes = declaredRoutes(opsRoutes);
    expect(routes.map(([id]) => id).sort()).toEqual(Object.keys(PAGE_READS).sort());
    for (const [id, route] of routes) expect(rule(route), id).toEqual(access(PAGE_READS[id]));
  });

  it('each button asks the rule of the endpoints it calls', () => {
    for (const [name, endpoints] of Object.entries(BUTTONS_CALL)) {
      for (const endpoint of endpoints ?? []) {
        expect(access(endpoint), `${name}: ${endpoint.operationId}`).toEqual(rules[name as keyof typeof rules]);
      }
    }
  });

  it('are the contract table itself, not a copy', () => {
    expect(q.listTransfers.access.ops).toBe(rules.transfersRead);
    expect(o.updateCreditLine.access.ops).toBe(rules.creditLineUpdate);
    expect(orders.transition.access.ops).toBe(rules.dispatchAct);
    expect(settings.update.access.ops).toBe(rules.settingsUpdate);
  });
});
