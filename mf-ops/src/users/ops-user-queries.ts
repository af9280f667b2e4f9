import { api, type ListPageQuery, queryClient } from '@portal/shared';
import type { CreateOpsUserBody, ListResult, OpsUser, UpdateOpsUserBody } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

// The operations team (OPS_ENDPOINTS listUsers, createUser, updateUser): one request per change. A change sets a
// state (roles, active), so sending it twice changes nothing more; adding the same phone twice is refused (422).

const PATH = '/ops/users';
const OPS_USERS_KEY = ['ops', 'users'] as const;

export const opsUserListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...OPS_USERS_KEY, 'list', query],
    queryFn: () => api.get<ListResult<OpsUser>>(PATH, query),
    placeholderData: keepPreviousData,
  });

/** Every ops user (the audit log's actor filter): the team is small, one page of the largest size. */
export const allOpsUsersQuery = () =>
  queryOptions({
    queryKey: [...OPS_USERS_KEY, 'all'],
    queryFn: () => api.get<ListResult<OpsUser>>(PATH, { perPage: 100 }),
    staleTime: 60_000,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: OPS_USERS_KEY });

export async function createOpsUser(body: CreateOpsUserBody): Promise<OpsUser> {
  const created = await api.post<OpsUser>(PATH, body);
  await refresh();
  return created;
}

export async function updateOpsUser(id: string, body: UpdateOpsUserBody): Promise<OpsUser> {
  try {
    return await api.patch<OpsUser>(`${PATH}/${id}`, body);
  } finally {
    await refresh();
  }
}
