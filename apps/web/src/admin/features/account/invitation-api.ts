import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Invitation, InvitationAccept } from '@restaurant/contract/users.ts';
import { api } from '#web/admin/lib/api-client.ts';

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => api<Invitation>('GET', `/api/invitations/${encodeURIComponent(token)}`),
  });

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: InvitationAccept) =>
      api<void>('POST', `/api/invitations/${encodeURIComponent(token)}`, input),
  });
}
