import { callEndpoint, endpointList, endpointQuery, queryClient } from '@portal/shared';
import { type CreateOpsUserBody, OPS_ENDPOINTS, type OpsUser, type UpdateOpsUserBody } from '@portal/shared/contract';
import { queryOptions } from '@tanstack/react-query';

// The operations team through its contract endpoints (OPS_ENDPOINTS listUsers, createUser, updateUser): one request
// per change. A change sets a state (roles, active), so sending it twice changes nothing more; adding the same phone
// twice is refused (422).

const OPS_USERS_KEY = ['ops', 'users'] as const;

/** The team list: filters role and active. */
export const opsUserList = endpointList(OPS_ENDPOINTS.listUsers, {
  key: OPS_USERS_KEY,
  filterKeys: ['role', 'active'],
});

/** Every ops user (the audit log's actor filter): the team is small, one page of the largest size. */
export const allOpsUsersQuery = () =>
  queryOptions({
    ...endpointQuery(OPS_ENDPOINTS.listUsers, { query: { perPage: 100 } }, { key: [...OPS_USERS_KEY, 'all'] }),
    staleTime: 60_000,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: OPS_USERS_KEY });

export async function createOpsUser(body: CreateOpsUserBody): Promise<OpsUser> {
  const created = await callEndpoint(OPS_ENDPOINTS.createUser, { body });
  await refresh();
  return created;
}

export async function updateOpsUser(id: string, body: UpdateOpsUserBody): Promise<OpsUser> {
  try {
    return await callEndpoint(OPS_ENDPOINTS.updateUser, { params: { id }, body });
  } finally {
    await refresh();
  }
}
