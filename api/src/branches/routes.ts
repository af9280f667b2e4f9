import {
  branchBodySchema,
  branchDeletedSchema,
  branchExportQuerySchema,
  branchListQuerySchema,
  branchListSchema,
  branchSchema,
  branchUpdateBodySchema,
  lookupIdParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../db/company-scope';
import { fieldError } from '../http/app-error';
import { addRoute } from '../http/route';
import { addFileRoute } from '../imports/file-route';
import { exportBranches } from './branch-export';
import { createBranch, editBranch, getBranch, listBranches, removeBranch } from './branch-service';

const tags = ['branches'];
const subject = 'b2b_branches';

/** Spec §7 company/branch (generic resource shape), mounted at /api/v1/company/branch. */
export async function branchRoutes(app: FastifyInstance) {
  const scope = (request: Parameters<typeof requestScope>[1]) => requestScope(app.database.db, request);

  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: { action: 'read', subject } },
    summary: "The company's branches: search (q), filters, sort, pages",
    tags,
    query: branchListQuerySchema,
    response: branchListSchema,
    handler: ({ query }, request) => listBranches(scope(request), query),
  });

  addFileRoute(app, {
    url: '/export',
    rule: { ability: { action: 'export', subject } },
    summary: 'The branch list of the current filter and sort as .xlsx (default) or CSV',
    tags,
    query: branchExportQuerySchema,
    handler: (query, request) => exportBranches(scope(request), query, request.lang, app.now()),
  });

  addRoute(app, {
    method: 'GET',
    url: '/:id',
    rule: { ability: { action: 'read', subject } },
    summary: 'One branch',
    tags,
    params: lookupIdParamsSchema,
    response: branchSchema,
    handler: ({ params }, request) => getBranch(scope(request), params.id),
  });

  addRoute(app, {
    method: 'POST',
    url: '',
    rule: { ability: { action: 'insert', subject } },
    summary: 'Create a branch (Riyadh only)',
    tags,
    body: branchBodySchema,
    response: branchSchema,
    created: true,
    message: 'branches.created',
    handler: ({ body }, request) => createBranch(scope(request), body, app.now()),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/:id',
    rule: { ability: { action: 'update', subject } },
    summary: 'Update a branch (the id travels in the path and the body)',
    tags,
    params: lookupIdParamsSchema,
    body: branchUpdateBodySchema,
    response: branchSchema,
    message: 'branches.updated',
    handler: ({ params, body }, request) => {
      if (body.id !== params.id) throw fieldError('id', 'validation.invalid');
      return editBranch(scope(request), params.id, body, app.now());
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/:id',
    rule: { ability: { action: 'delete', subject } },
    summary: 'Delete a branch with its units',
    tags,
    params: lookupIdParamsSchema,
    response: branchDeletedSchema,
    message: 'branches.deleted',
    handler: ({ params }, request) => removeBranch(scope(request), params.id),
  });
}
