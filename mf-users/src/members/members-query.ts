import { api } from '@portal/shared';
import type {
  CompanyUser,
  ListResult,
  MemberOptions,
  PhoneLookup,
  UserCreateBody,
  UserCreated,
} from '@portal/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Staff (company/user) or residents (company/resident): one screen, two resources. */
export type MemberKind = 'user' | 'resident';
export const memberSubject = (kind: MemberKind) => (kind === 'user' ? 'b2b_users' : 'b2b_residents');

const path = (kind: MemberKind) => `/company/${kind}`;

export const membersQuery = (kind: MemberKind, query: Record<string, unknown>) =>
  queryOptions({
    queryKey: ['members', kind, 'list', query],
    queryFn: () => api.get<ListResult<CompanyUser>>(path(kind), query),
    placeholderData: (previous) => previous,
  });

const memberOptionsQuery = (kind: MemberKind) =>
  queryOptions({
    queryKey: ['members', kind, 'options'],
    queryFn: () => api.get<MemberOptions>(`${path(kind)}/options`),
  });

export const useMemberOptions = (kind: MemberKind, enabled: boolean) =>
  useQuery({ ...memberOptionsQuery(kind), enabled });

/** Who a phone belongs to (auth user/phone/), before adding them. */
export const lookupPhone = (phone: string) =>
  api.get<PhoneLookup>(`/auth/user/phone/${encodeURIComponent(phone)}`, undefined, { silent: true });

/** What the member form sends: a user or a resident body (residents have no role type; edits no phone). */
export type MemberPayload = Omit<UserCreateBody, 'role_type' | 'phone'> & { role_type?: string; phone?: string };

function useInvalidateMembers(kind: MemberKind) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['members', kind] }),
      // Role user counts change with every member change.
      client.invalidateQueries({ queryKey: ['roles'] }),
    ]);
}

export function useAddMember(kind: MemberKind) {
  const invalidate = useInvalidateMembers(kind);
  return useMutation({
    mutationFn: (body: MemberPayload) => api.post<UserCreated>(path(kind), body),
    onSuccess: invalidate,
  });
}

export function useUpdateMember(kind: MemberKind) {
  const invalidate = useInvalidateMembers(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MemberPayload }) =>
      api.put<CompanyUser>(`${path(kind)}/${id}`, { ...body, id }),
    onSuccess: invalidate,
  });
}

/** Sends an invitation that waits for an answer (or was declined) again (issue 26.6). */
export function useResendInvitation(kind: MemberKind) {
  const invalidate = useInvalidateMembers(kind);
  return useMutation({
    mutationFn: (id: string) => api.post<CompanyUser>(`${path(kind)}/${id}/invitation`),
    onSuccess: invalidate,
  });
}

export function useDeleteMember(kind: MemberKind) {
  const invalidate = useInvalidateMembers(kind);
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${path(kind)}/${id}`),
    onSuccess: invalidate,
  });
}
