import { BRANCH_ENDPOINTS, branchExportQuerySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addFileRoute } from '../../platform/http/file-route';
import { addResourceEndpoints } from '../../platform/http/resource-endpoints';
import { exportBranches } from './branch-export';
import { createBranch, editBranch, getBranch, listBranches, removeBranch } from './branch-service';

const tags = ['branches'];
const subject = 'b2b_branches';

/** Spec §7 company/branch (contract: BRANCH_ENDPOINTS) and its export; registered without a prefix. */
export async function branchRoutes(app: FastifyInstance) {
  // Before the resource's `/:id`: a static segment wins anyway, but the export reads first in the docs.
  addFileRoute(app, {
    url: `/api/v1/${BRANCH_ENDPOINTS.list.path}/export`,
    rule: { ability: { action: 'export', subject } },
    summary: 'The branch list of the current filter and sort as .xlsx (default) or CSV',
    tags,
    query: branchExportQuerySchema,
    handler: (ctx, { query }) => exportBranches(ctx, query),
  });

  addResourceEndpoints(app, BRANCH_ENDPOINTS, {
    list: listBranches,
    get: getBranch,
    create: createBranch,
    update: editBranch,
    remove: removeBranch,
  });
}
