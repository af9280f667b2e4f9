import { api } from '@portal/shared';
import type { ListResult, Role, RoleBody } from '@portal/shared/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const ROLES = '/company/roles/role';

export const rolesQuery = (query: Record<string, unknown>) =>
  queryOptions({
    queryKey: ['roles', 'list', query],
    queryFn: () => api.get<ListResult<Role>>(ROLES, query),
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
      id ? api.put<Role>(`${ROLES}/${id}`, { ...body, id }) : api.post<Role>(ROLES, body),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      api.delete<null>(`${ROLES}/${id}`, { params: moveTo ? { move_to: moveTo } : undefined }),
    onSuccess: invalidate,
  });
}
