import { isApiError, uploadToEndpoint } from '@portal/shared';
import { BRANCH_IMPORT_ENDPOINTS, type BranchImportFailure } from '@portal/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANCHES_KEY } from '../branches/branch-queries';

/** company/importProperties: the .xlsx as multipart, with upload progress (0–100). */
export function useImportBranches(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return uploadToEndpoint(BRANCH_IMPORT_ENDPOINTS.upload, body, {
        onUploadProgress: (event) => {
          if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
        },
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: BRANCHES_KEY }),
  });
}

/** The row/column report of a refused upload, when that is what the error carries. */
export function importFailureOf(error: unknown): BranchImportFailure | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const data = error.data as Partial<BranchImportFailure> | null;
  return data && Array.isArray(data.errors) ? (data as BranchImportFailure) : null;
}
