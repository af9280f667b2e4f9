import { branchImportResultSchema } from './branch-import';
import { endpoint } from './endpoint';

// Spec §7 company/importProperties (bulk branch upload), declared once (issue 25.1). The template answers a file:
// a file route (`<path>/template`), not a declaration.

export const BRANCH_IMPORT_ENDPOINTS = {
  /** multipart/form-data, not JSON: no body schema here (the API reads the file field "file"). */
  upload: endpoint({
    operationId: 'importBranches',
    method: 'POST',
    path: 'company/importProperties',
    access: { ability: { action: 'bulk_upload', subject: 'b2b_branches' } },
    summary:
      'Import branches from an .xlsx (multipart field "file"): all rows or none; a refused file answers 422 with data.errors by row and column',
    tag: 'branches',
    response: branchImportResultSchema,
    created: true,
    message: 'import.done',
  }),
};
