import {
  branchBodySchema,
  branchDeletedSchema,
  branchExportQuerySchema,
  branchListQuerySchema,
  branchListSchema,
  branchSchema,
  branchUpdateBodySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addFileRoute } from '../http/file-route';
import { addResourceRoutes } from '../http/resource-routes';
import { exportBranches } from './branch-export';
import { createBranch, editBranch, getBranch, listBranches, removeBranch } from './branch-service';

const tags = ['branches'];
const subject = 'b2b_branches';

/** Spec §7 company/branch (generic resource shape), mounted at /api/v1/company/branch. */
export async function branchRoutes(app: FastifyInstance) {
  // Before the resource's `/:id`: a static segment wins anyway, but the export reads first in the docs.
  addFileRoute(app, {
    url: '/export',
    rule: { ability: { action: 'export', subject } },
    summary: 'The branch list of the current filter and sort as .xlsx (default) or CSV',
    tags,
    query: branchExportQuerySchema,
    handler: (ctx, { query }) => exportBranches(ctx, query),
  });

  addResourceRoutes(app, {
    url: '',
    subject,
    tags,
    noun: 'branch (Riyadh only)',
    schemas: {
      listQuery: branchListQuerySchema,
      list: branchListSchema,
      item: branchSchema,
      body: branchBodySchema,
      updateBody: branchUpdateBodySchema,
      deleted: branchDeletedSchema,
    },
    messages: { created: 'branches.created', updated: 'branches.updated', deleted: 'branches.deleted' },
    service: { list: listBranches, get: getBranch, create: createBranch, update: editBranch, remove: removeBranch },
  });
}
