import type { Branch, BranchListQuery, BranchValues, ListResult } from '@portal/contract';
import type { CompanyScope } from '../db/company-scope';
import { AppError, type FieldErrors, fieldError, notFound } from '../http/app-error';
import { listResult, pageWindow } from '../http/list-query';
import { assignBranches, limitedAssignee } from './branch-assignment';
import {
  countBranches,
  deleteBranch,
  findBranch,
  findBranches,
  insertBranch,
  takenCodes,
  updateBranch,
} from './branch-queries';
import { branchReferenceErrors, loadBranchReferences } from './branch-references';
import { isUniqueViolation } from './unique-violation';

const CODE_UNIQUE = 'branches_company_code_unique';

export async function listBranches(scope: CompanyScope, query: BranchListQuery): Promise<ListResult<Branch>> {
  const [items, total] = await Promise.all([
    findBranches(scope, query, pageWindow(query)),
    countBranches(scope, query),
  ]);
  return listResult(items, total, query);
}

export async function getBranch(scope: CompanyScope, id: string): Promise<Branch> {
  const branch = await findBranch(scope, id);
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

/** A concurrent save of the same code loses at the unique index and gets the same 422. */
async function guardCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, CODE_UNIQUE)) throw fieldError('code', 'branches.code_taken');
    throw error;
  }
}

export async function createBranch(scope: CompanyScope, values: BranchValues, now: Date): Promise<Branch> {
  await checkBranch(scope, values);
  const assignee = await limitedAssignee(scope);
  const id = await guardCode(() =>
    scope.db.transaction(async (tx) => {
      const created = await insertBranch({ ...scope, db: tx }, values, now);
      await assignBranches(tx, assignee, [created]);
      return created;
    }),
  );
  // Read back without the member's cached branch limit, which predates the new assignment.
  return (await findBranch({ ...scope, branchFilter: async () => undefined }, id))!;
}

export async function editBranch(scope: CompanyScope, id: string, values: BranchValues, now: Date): Promise<Branch> {
  if (!(await findBranch(scope, id))) throw notFound();
  await checkBranch(scope, values, id);
  if (!(await guardCode(() => updateBranch(scope, id, values, now)))) throw notFound();
  return getBranch(scope, id);
}

export async function removeBranch(scope: CompanyScope, id: string): Promise<{ id: string }> {
  if (!(await deleteBranch(scope, id))) throw notFound();
  return { id };
}
