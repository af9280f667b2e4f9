import { callEndpoint, endpointQuery } from '@portal/shared';
import { ROLE_ENDPOINTS, type RoleBody } from '@portal/shared/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

// company/roles/role, from its declarations (contract: ROLE_ENDPOINTS): paths, answers and abilities are theirs.

export const rolesQuery = (query: Record<string, unknown>) =>
  queryOptions({
    ...endpointQuery(ROLE_ENDPOINTS.list, { query }, { key: ['roles', 'list'] }),
    placeholderData: (previous) => previous,
  });

function useInvalidateRoles() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['roles'] }),
      // Member lists show role names and the member form offers the roles.
      client.invalidateQueries({ queryKey: ['members'] }),
    ]);
}

export function useSaveRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: RoleBody }) =>
      id
        ? callEndpoint(ROLE_ENDPOINTS.update, { params: { id }, body: { ...body, id } })
        : callEndpoint(ROLE_ENDPOINTS.create, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      callEndpoint(ROLE_ENDPOINTS.remove, { params: { id }, query: moveTo ? { move_to: moveTo } : {} }),
    onSuccess: invalidate,
  });
}
