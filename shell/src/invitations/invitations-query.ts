import { api, queryClient } from '@portal/shared';
import type { CompanyInvitation, UserCompany } from '@portal/shared/contract';
import { useMutation, useQuery } from '@tanstack/react-query';

// The companies that invited the signed-in person (issue 26.6): they join the company switcher only once accepted.

export const INVITATIONS_KEY = ['shell', 'invitations'] as const;

export const useInvitations = () =>
  useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: () => api.get<CompanyInvitation[]>('/auth/user/invitations', undefined, { silent: true }),
    // An invitation arrives from another company's action: look again now and then, and on focus (the default).
    refetchInterval: 60_000,
  });

type Answer = { id: string; accept: boolean };

/** Accept (answers the company as it joins the list) or decline; both refresh the invitations and the switcher. */
export function useAnswerInvitation() {
  return useMutation({
    mutationFn: ({ id, accept }: Answer) =>
      accept
        ? api.post<UserCompany>(`/auth/user/invitations/${id}/accept`)
        : api.post<null>(`/auth/user/invitations/${id}/decline`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['shell', 'user-companies'] }),
      ]),
  });
}
