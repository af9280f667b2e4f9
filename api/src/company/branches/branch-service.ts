import type { Branch, BranchListQuery, BranchValues, ListResult } from '@portal/contract';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { mapUniqueViolation, type UniqueFields } from '../../platform/db/unique-violation';
import { AppError, type FieldErrors, notFound } from '../../platform/http/app-error';
import { listResult, pageWindow } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import { assignBranches } from './branch-assignment';
import { deleteBranch, findBranch, findBranchPage, insertBranches, takenCodes, updateBranch } from './branch-queries';
import { branchReferenceErrors, loadBranchReferences } from './branch-references';

/** A concurrent save of the same code loses at the unique index and gets the pre-check's 422. */
const uniqueFields: UniqueFields = { branches_company_code_unique: { field: 'code', key: 'branches.code_taken' } };

export async function listBranches(ctx: CompanyContext, query: BranchListQuery): Promise<ListResult<Branch>> {
  // The branch limit read once, then applied as ids on the company-wide scope (see branch-queries.ts, limitTo).
  const branchIds = await ctx.scope.allowedBranchIds();
  const scope = ctx.scope.companyWide();
  const { items, total } = await findBranchPage(scope, query, pageWindow(query), branchIds);
  return listResult(items, total, query);
}

export async function getBranch(ctx: CompanyContext, { id }: { id: string }): Promise<Branch> {
  const branch = await findBranch(ctx.scope, id);
  if (!branch) throw notFound();
  return branch;
}

/** References, Riyadh-only and the company-unique code, all reported together as one 422. */
async function checkBranch(scope: CompanyScope, values: BranchValues, exceptId?: string) {
  const fields: FieldErrors = {};
  const add = (field: string, key: string) => {
    fields[field] = [...(fields[field] ?? []), key];
  };
  for (const { field, key } of branchReferenceErrors(await loadBranchReferences(scope.db), values)) add(field, key);
  if ((await takenCodes(scope, [values.code], exceptId)).size > 0) add('code', 'branches.code_taken');
  if (Object.keys(fields).length > 0) throw new AppError(422, 'errors.validation', { fields });
}

export async function createBranch(ctx: CompanyContext, values: BranchValues): Promise<Branch> {
  return mapUniqueViolation(uniqueFields, () =>
    ctx.scope.transaction(async (scope) => {
      await checkBranch(scope, values);
      const [id] = await insertBranches(scope, [values], ctx.now);
      await assignBranches(scope, [id!]);
      return (await findBranch(scope, id!))!;
    }),
  );
}

export async function editBranch(ctx: CompanyContext, values: BranchValues & { id: string }): Promise<Branch> {
  return mapUniqueViolation(uniqueFields, () =>
    ctx.scope.transaction(async (scope) => {
      if (!(await findBranch(scope, values.id))) throw notFound();
      await checkBranch(scope, values, values.id);
      if (!(await updateBranch(scope, values.id, values, ctx.now))) throw notFound();
      return (await findBranch(scope, values.id))!;
    }),
  );
}

export async function removeBranch(ctx: CompanyContext, { id }: { id: string }): Promise<{ id: string }> {
  if (!(await deleteBranch(ctx.scope, id))) throw notFound();
  return { id };
}
