import { callEndpoint, endpointQuery } from '@portal/shared';
import {
  MEMBER_ENDPOINTS,
  type MemberKind,
  USER_COMPANY_ENDPOINTS,
  type UserCreateBody,
  type UserUpdateBody,
} from '@portal/shared/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Staff (company/user) or residents (company/resident): one screen, two resources (contract: MEMBER_ENDPOINTS). */
export type { MemberKind };
export const memberSubject = (kind: MemberKind) => MEMBER_ENDPOINTS[kind].list.access.ability.subject;

/** The two kinds share their endpoints' shapes; the declarations of the kind shown are the ones called. */
const endpointsOf = (kind: MemberKind) => MEMBER_ENDPOINTS[kind] as (typeof MEMBER_ENDPOINTS)['user'];

export const membersQuery = (kind: MemberKind, query: Record<string, unknown>) =>
  queryOptions({
    ...endpointQuery(endpointsOf(kind).list, { query }, { key: ['members', kind, 'list'] }),
    placeholderData: (previous) => previous,
  });

const memberOptionsQuery = (kind: MemberKind) =>
  queryOptions(endpointQuery(endpointsOf(kind).options, undefined, { key: ['members', kind, 'options'] }));

export const useMemberOptions = (kind: MemberKind, enabled: boolean) =>
  useQuery({ ...memberOptionsQuery(kind), enabled });

/** Who a phone belongs to (auth user/phone/), before adding them. */
export const lookupPhone = (phone: string) =>
  callEndpoint(USER_COMPANY_ENDPOINTS.lookupPhone, { params: { phone } }, { silent: true });

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
    mutationFn: (body: MemberPayload) => callEndpoint(endpointsOf(kind).create, { body: body as UserCreateBody }),
    onSuccess: invalidate,
  });
}

export function useUpdateMember(kind: MemberKind) {
  const invalidate = useInvalidateMembers(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MemberPayload }) =>
      // Spec §7: the id travels in the path and the body.
      callEndpoint(endpointsOf(kind).update, { params: { id }, body: { ...body, id } as UserUpdateBody }),
    onSuccess: invalidate,
  });
}

/** Sends an invitation that waits for an answer (or was declined) again (issue 26.6). */
export function useResendInvitation(kind: MemberKind) {
  const invalidate = useInvalidateMembers(kind);
  return useMutation({
    mutationFn: (id: string) => callEndpoint(endpointsOf(kind).resendInvitation, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteMember(kind: MemberKind) {
  const invalidate = useInvalidateMembers(kind);
  return useMutation({
    mutationFn: (id: string) => callEndpoint(endpointsOf(kind).remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
