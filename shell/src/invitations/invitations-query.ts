import { callEndpoint, endpointQuery, queryClient } from '@portal/shared';
import { USER_COMPANY_ENDPOINTS as endpoints } from '@portal/shared/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

// The companies that invited the signed-in person (issue 26.6): they join the company switcher only once accepted.

const INVITATIONS_KEY = ['shell', 'invitations'] as const;
/** The company switcher's list, which an accepted invitation grows. */
export const USER_COMPANIES_KEY = ['shell', 'user-companies'] as const;

export const invitationsQuery = () =>
  queryOptions({
    ...endpointQuery(endpoints.invitations, undefined, { key: INVITATIONS_KEY, config: { silent: true } }),
    // An invitation arrives from another company's action: look again now and then, and on focus (the default).
    refetchInterval: 60_000,
  });

export const useInvitations = () => useQuery(invitationsQuery());

type Answer = { id: string; accept: boolean };

/** Accept (answers the company as it joins the list) or decline; both refresh the invitations and the switcher. */
export function useAnswerInvitation() {
  return useMutation({
    mutationFn: ({ id, accept }: Answer) =>
      accept
        ? callEndpoint(endpoints.acceptInvitation, { params: { id } })
        : callEndpoint(endpoints.declineInvitation, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_COMPANIES_KEY }),
      ]),
  });
}
