import { OPS_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { CallerRecord } from '../../platform/ability/caller-lookup';
import { opsAbilityOf } from '../../platform/ability/ops-access';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { idempotencyKeyIfSent as keyIfSent } from '../../platform/http/idempotency';
import { listResult } from '../../platform/http/list-query';
import { listOpsAudit } from './audit/ops-audit-list';
import {
  decideVerification,
  listOpsCompanies,
  opsCompanyDetail,
  setCompanySuspension,
} from './companies/ops-companies-service';
import { updateCreditLine } from './companies/ops-credit-line';
import { opsQueues } from './queues/ops-queues';
import { createOpsUser, listOpsUsers, updateOpsUser } from './users/ops-users-service';

/** The operations console's own endpoints (contract: OPS_ENDPOINTS, issue 27): team, audit, queues, companies
 * and their credit lines. */
export async function opsConsoleRoutes(app: FastifyInstance) {
  // The queues shown are those the caller's ops roles may read (the access hook checked the account and role).
  addEndpoint(app, endpoints.queues, (ctx, _input, { request }) =>
    opsQueues(ctx, opsAbilityOf(request.callerRecord as CallerRecord)),
  );
  addEndpoint(app, endpoints.listUsers, async (ctx, { query }) => {
    const { items, total } = await listOpsUsers(ctx, query);
    return listResult(items, total, query);
  });
  addEndpoint(app, endpoints.createUser, (ctx, { body }) => createOpsUser(ctx, body));
  addEndpoint(app, endpoints.updateUser, (ctx, { params, body }) => updateOpsUser(ctx, params.id, body));
  addEndpoint(app, endpoints.audit, async (ctx, { query }) => {
    const { items, total } = await listOpsAudit(ctx, query);
    return listResult(items, total, { ...query, sortDesc: true });
  });
  addEndpoint(app, endpoints.listCompanies, async (ctx, { query }) => {
    const { items, total } = await listOpsCompanies(ctx, query);
    return listResult(items, total, query);
  });
  addEndpoint(app, endpoints.company, (ctx, { params }) => opsCompanyDetail(ctx, params.id));
  // Each decision on a company is idempotent with an Idempotency-Key (the console always sends one).
  addEndpoint(app, endpoints.suspendCompany, (ctx, { params, body }, { request }) =>
    setCompanySuspension(ctx, params.id, { suspend: true, reason: body.reason }, keyIfSent(request.headers)),
  );
  addEndpoint(app, endpoints.reinstateCompany, (ctx, { params, body }, { request }) =>
    setCompanySuspension(ctx, params.id, { suspend: false, reason: body.reason }, keyIfSent(request.headers)),
  );
  addEndpoint(app, endpoints.verifyCompany, (ctx, { params, body }, { request }) =>
    decideVerification(ctx, params.id, { verify: true, reason: body.reason ?? null }, keyIfSent(request.headers)),
  );
  addEndpoint(app, endpoints.rejectCompanyVerification, (ctx, { params, body }, { request }) =>
    decideVerification(ctx, params.id, { verify: false, reason: body.reason }, keyIfSent(request.headers)),
  );
  addEndpoint(app, endpoints.updateCreditLine, (ctx, { params, body }, { request }) =>
    updateCreditLine(ctx, params.id, body, keyIfSent(request.headers)),
  );
}
